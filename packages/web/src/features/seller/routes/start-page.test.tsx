import type { RetrieveSellerShopResponse } from '@fundshop/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sellerStorage } from '../../../lib/storage.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { sellerShop } from '../../../test/store-data.ts';
import { SellerStartPage } from './start-page.tsx';

const shop = sellerShop({ customerName: 'Hillside FC', customerClassOrTeam: 'U12', sellerId: 4 });

const details = {
  sellerName: 'Anna Berg',
  salesGoal: 0,
  commentToBuyers: '',
  sellerPictureUrl: null,
  countryCode: 'US',
  email: 'anna@example.com',
};

function renderStart(overrides: Partial<RetrieveSellerShopResponse> = {}) {
  sellerStorage.save({ sellerId: 4, sellerName: 'Anna Berg', accessToken: 'tok' });
  mockApi({
    '/api/seller/retrieve-seller-shop': () => ({ status: 200, body: { ...shop, ...overrides } }),
    '/api/seller/retrieve-seller-details': () => ({ status: 200, body: details }),
  });
  return renderWithApp(<SellerStartPage />, { path: '/seller/start', route: '/seller/start' });
}

const decoded = (href: string | null, prefix: string) => decodeURIComponent((href ?? '').slice(prefix.length));

describe("the seller's share kit (issue 29, docs/decisions/0049)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sellerStorage.clear();
  });

  it('fills a ready message naming the group, and sends the edited words with the link tagged by each way', async () => {
    renderStart();
    const message = await screen.findByRole('textbox', { name: 'Your message' });
    expect((message as HTMLTextAreaElement).value).toContain('I am raising money for Hillside FC.');
    fireEvent.change(message, { target: { value: 'Please help our team & buy a book!' } });
    const store = `${window.location.origin}/shop/4`;
    expect(decoded(screen.getByRole('link', { name: 'Text message' }).getAttribute('href'), 'sms:?&body=')).toBe(
      `Please help our team & buy a book!\n${store}?via=sms`,
    );
    expect(decoded(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'), 'https://wa.me/?text=')).toBe(
      `Please help our team & buy a book!\n${store}?via=whatsapp`,
    );
    const mail = new URL(screen.getByRole('link', { name: 'Email' }).getAttribute('href') ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Support Hillside FC');
    expect(mail.searchParams.get('body')).toBe(`Please help our team & buy a book!\n${store}?via=email`);
    // No share sheet in this browser: no button that would do nothing.
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });

  it("opens the phone's share sheet with the words and the tagged link where there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    renderStart();
    fireEvent.click(await screen.findByRole('button', { name: 'Share…' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Support Hillside FC',
      text: expect.stringContaining('Hillside FC') as string,
      url: `${window.location.origin}/shop/4?via=share`,
    });
  });

  it('copies the link tagged as copied, and shares on Facebook with its own tag', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderStart();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shop/4?via=copy`));
    fireEvent.click(screen.getByRole('button', { name: 'Share webshop on Facebook' }));
    expect(open.mock.calls[0]?.[0]).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}/shop/4?via=facebook`)}`,
    );
  });

  it('says a locked shop is closed and offers nothing to share', async () => {
    renderStart({ isWebShopLocked: true });
    expect(await screen.findByText('Your webshop is closed')).toBeInTheDocument();
    expect(screen.getByTestId('shop-closed')).toHaveTextContent('Supporters can no longer buy');
    expect(screen.queryByText('Your webshop is not open yet')).toBeNull();
    for (const name of ['Copy link', 'Share webshop on Facebook', 'Share…']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('region', { name: 'Share your store' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open webshop' })).toBeInTheDocument();
  });
});
