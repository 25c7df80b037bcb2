import { PERSONAL_DATA_MSG } from '@fundshop/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { DataRequestPage } from './data-request-page.tsx';
import { MyDataPage } from './my-data-page.tsx';

const TOKEN = 'A'.repeat(43);

/** A supporter's data pages (docs/decisions/0039) in a Swedish browser: Swedish texts, none of the English ones. */
describe("a supporter's data pages in Swedish", () => {
  it('asks for the address and says the link is on its way', async () => {
    mockApi({ '/api/personal-data/link': () => ({ status: 200, body: { message: PERSONAL_DATA_MSG.linkSent(24) } }) });
    renderWithApp(<DataRequestPage />, { language: 'sv' });
    expect(screen.getByRole('heading', { name: sv['personalData.requestTitle'] })).toBeInTheDocument();
    expect(screen.getByText(sv['personalData.requestIntro'])).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: sv['personalData.sendLink'] }));
    expect(await screen.findByText(sv['msg.invalidEmail'])).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(sv['personalData.emailLabel']), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: sv['personalData.sendLink'] }));
    expect(
      await screen.findByText(
        /^Om vi har personuppgifter för den här adressen är en länk på väg\. Den fungerar i 24 timmar\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(PERSONAL_DATA_MSG.linkSent(24))).toBeNull();
    expect(screen.queryByText(PERSONAL_DATA_MSG.requestTitle)).toBeNull();
  });

  it('counts the orders held, with ICU plurals', async () => {
    mockApi({
      [`/api/personal-data/buyer/${TOKEN}`]: () => ({
        status: 200,
        body: {
          subject: 'buyer',
          exportedAt: '2026-11-28T10:00:00Z',
          sections: { orders: [{ orderNumber: 1 }, { orderNumber: 2 }] },
        },
      }),
    });
    renderWithApp(<MyDataPage />, { path: `/my-data/${TOKEN}`, route: '/my-data/:token', language: 'sv' });
    expect(await screen.findByText('Vi har 2 beställningar för din adress.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: sv['personalData.dataTitle'] })).toBeInTheDocument();
    expect(screen.queryByText(PERSONAL_DATA_MSG.dataTitle)).toBeNull();
  });

  it('offers a new link when the old one has expired', async () => {
    mockApi({});
    renderWithApp(<MyDataPage />, { path: `/my-data/${TOKEN}`, route: '/my-data/:token', language: 'sv' });
    expect(await screen.findByText(sv['personalData.linkInvalid'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sv['personalData.askAgain'] })).toBeInTheDocument();
    expect(screen.queryByText(PERSONAL_DATA_MSG.askAgain)).toBeNull();
  });
});
