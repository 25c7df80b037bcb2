import { CHECKOUT_MSG, type TeamPageResponse } from '@fundshop/core';
import { en } from '@fundshop/core/i18n/catalogues/en';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { TeamPage } from './team-page.tsx';

const TEAM: TeamPageResponse = {
  webShopId: 1001,
  customerName: 'Hillside FC',
  customerClassOrTeam: 'U12',
  commentToCustomers: 'Help us get to the cup!',
  currencyCode: 'USD',
  goal: 3000,
  totalSales: 330,
  isWebShopLocked: false,
  participants: [
    { sellerId: 11, sellerName: 'Anna B.', sellerPictureUrl: null },
    { sellerId: 12, sellerName: 'Robin Park', sellerPictureUrl: '/api/pictures/robin.jpg' },
    { sellerId: 13, sellerName: 'Zoë Quinn', sellerPictureUrl: null },
  ],
  language: 'en',
};

function serve(answer: { status: number; body: unknown }) {
  return mockApi({
    '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
    '/api/team/1001': () => answer,
  });
}

const renderTeam = (language?: 'sv') =>
  renderWithApp(<TeamPage />, { path: '/team/1001', route: '/team/:webShopId', language });

describe('team page', () => {
  it('shows the group, its message, its progress and every participant leading to its store', async () => {
    serve({ status: 200, body: TEAM });
    renderTeam();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fundraiser for Hillside FC · U12' })).toBeVisible();
    expect(screen.getByText('Help us get to the cup!')).toBeInTheDocument();
    expect(screen.getByText('$330 of $3,000 raised')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'The group’s goal' })).toHaveAttribute('aria-valuenow', '11');
    expect(screen.getByRole('heading', { name: '3 participants' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Robin Park' })).toHaveAttribute('href', '/shop/12?via=team');
    expect(screen.getByRole('link', { name: 'Anna B.' })).toHaveAttribute('href', '/shop/11?via=team');
    expect(document.title).toBe('Fundraiser for Hillside FC, U12 · Fundshop');
  });

  it("'Support the team' lets a supporter find a participant by name and go to that store", async () => {
    serve({ status: 200, body: TEAM });
    renderTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Support the team' }));
    const dialog = screen.getByRole('dialog', { name: 'Whom would you like to support?' });
    fireEvent.change(within(dialog).getByLabelText('Find a participant'), { target: { value: 'zoe' } });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ZQZoë Quinn']);
    expect(within(dialog).getByRole('link', { name: 'Zoë Quinn' })).toHaveAttribute('href', '/shop/13?via=team');
    fireEvent.change(within(dialog).getByLabelText('Find a participant'), { target: { value: 'nobody' } });
    expect(within(dialog).getByText('No participant by that name.')).toBeInTheDocument();
  });

  it("'Buy for the team as a whole' opens the group's own store, tagged as come by the team page", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockApi({
      '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
      '/api/team/1001': () => ({ status: 200, body: TEAM }),
      '/api/team/1001/store': () => ({ status: 200, body: { sellerId: 1099 } }),
    });
    renderTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Support the team' }));
    const dialog = screen.getByRole('dialog', { name: 'Whom would you like to support?' });
    expect(within(dialog).getByText('Not sure whom to pick? Your purchase counts for the whole group.')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy for the team as a whole' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/shop/1099?via=team'));
    const posted = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/team/1001/store'));
    expect(posted?.[1]?.method).toBe('POST');
    vi.unstubAllGlobals();
  });

  it("is in the page's language: a Swedish page has none of the English texts", async () => {
    serve({ status: 200, body: TEAM });
    renderTeam('sv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Insamling för Hillside FC · U12' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '3 deltagare' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: sv['team.groupGoal'] })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: sv['team.supportTheTeam'] }));
    const dialog = screen.getByRole('dialog', { name: sv['team.supportTitle'] });
    expect(within(dialog).getByText(sv['team.supportIntro'])).toBeInTheDocument();
    expect(within(dialog).getByLabelText(sv['team.findParticipant'])).toBeInTheDocument();
    for (const key of [
      'team.supportTheTeam',
      'team.supportTitle',
      'team.supportIntro',
      'team.findParticipant',
    ] as const)
      expect(screen.queryByText(en[key])).toBeNull();
    expect(screen.queryByText(/participants|Fundraiser for/)).toBeNull();
  });

  it('says a locked shop no longer takes orders and offers no way to buy', async () => {
    serve({ status: 200, body: { ...TEAM, isWebShopLocked: true } });
    renderTeam();
    expect(await screen.findByText(CHECKOUT_MSG.shopLocked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Support the team' })).toBeNull();
  });

  it("shows the server's SPEC text for an unknown group and for one not open yet, in the page's language", async () => {
    serve({ status: 404, body: { responseMessage: 'not-found', message: CHECKOUT_MSG.shopNotFound } });
    const unknown = renderTeam();
    expect(await screen.findByText(CHECKOUT_MSG.shopNotFound)).toBeInTheDocument();
    unknown.unmount();
    serve({ status: 404, body: { responseMessage: 'not-found', message: CHECKOUT_MSG.onboardingNotFinished } });
    renderTeam('sv');
    expect(await screen.findByText(sv['checkout.onboardingNotFinished'])).toBeInTheDocument();
  });
});
