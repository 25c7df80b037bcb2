import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { PaymentsCard } from './payments-card.tsx';

beforeEach(() => {
  window.fundshopAnalytics = [];
  window.localStorage.setItem('fundshop.contactPerson.accessToken', 'tok');
  window.localStorage.setItem('fundshop.contactPerson.webShopId', '5');
});

describe('payments card', { timeout: 20_000 }, () => {
  it('offers the setup link while setup is unfinished', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockApi({
      '/api/stripe/payment-account-status': () => ({
        status: 200,
        body: { hasFinishedConnectedStripeAccountSetup: false, firstTimerEverFinishedStripeAccountCreation: false },
      }),
      '/api/stripe/organization-details-link': () => ({
        status: 200,
        body: { organizationDetailsLink: 'http://localhost/dev/payment-account/abc' },
      }),
    });
    renderWithApp(<PaymentsCard webShopId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up payments' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/dev/payment-account/abc'));
    expect(window.fundshopAnalytics).toEqual([]);
  });

  it('steps aside once the setup is finished, and sends stripe_account_registered once', async () => {
    mockApi({
      '/api/stripe/payment-account-status': () => ({
        status: 200,
        body: { hasFinishedConnectedStripeAccountSetup: true, firstTimerEverFinishedStripeAccountCreation: true },
      }),
    });
    const first = renderWithApp(<PaymentsCard webShopId={5} />);
    await waitFor(() =>
      expect(window.fundshopAnalytics).toEqual([
        { event: 'lead', name: 'stripe_account_registered', params: { webShopId: 5 } },
      ]),
    );
    // The dashboard's 'Payments & Sales' takes over: no second payments card.
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set up payments' })).toBeNull();
    first.unmount();
    renderWithApp(<PaymentsCard webShopId={5} />);
    await waitFor(() => expect(window.fundshopAnalytics).toHaveLength(1));
  });
});
