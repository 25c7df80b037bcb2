import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardData, payoutOverview } from '../../../test/dashboard-data.ts';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { PayoutSection } from './payout-section.tsx';

/** Intl writes a no-break space between the amount and the symbol in Swedish and French. */
const text = (element: Element) => element.textContent?.replace(/\u00a0|\u202f/g, ' ');

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.setItem('fundshop.contactPerson.accessToken', 'tok');
  window.localStorage.setItem('fundshop.contactPerson.webShopId', '5');
  mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
});

describe("the payout section in the page's language", () => {
  it('is Swedish on a Swedish page: the cards, the payout and its confirmation, money in the Swedish way', async () => {
    const data = dashboardData({
      payoutOverview: payoutOverview({
        paidOut: 40,
        payouts: [
          {
            id: 1,
            status: 'PAID',
            currencyCode: 'USD',
            amount: 40,
            cardEarnings: 40,
            manualPlatformShare: 0,
            manualTax: 0,
            previouslyPaidOut: 0,
            createdAt: '2026-11-20T10:00:00.000Z',
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    });
    data.orderByWebShop.isLocked = true;
    renderWithApp(<PayoutSection role="contactperson" data={data} />, { language: 'sv' });

    const payments = screen.getByRole('region', { name: sv['payout.paymentsAndSales'] });
    expect(within(payments).getByText(sv['payout.setupFinished'])).toBeInTheDocument();
    expect(within(payments).getByRole('button', { name: sv['payout.unlockWebshop'] })).toBeInTheDocument();
    const money = screen.getByRole('region', { name: sv['payout.moneyTitle'] });
    expect(text(within(money).getByText(sv['payout.totalSold']).nextElementSibling!)).toBe('300 $');
    expect(within(money).getByText('Gruppens andel (50 %)')).toBeInTheDocument();
    expect(within(money).getByText('Fundshops andel (50 %)')).toBeInTheDocument();
    const payout = within(money).getByTestId('payout-row');
    expect(within(payout).getByText(sv['payout.statusLabelPaid'])).toBeInTheDocument();
    expect(within(payout).getByText('20 nov. 2026')).toBeInTheDocument();

    fireEvent.click(within(payments).getByRole('button', { name: sv['payout.endFundraiser'] }));
    const dialog = await screen.findByRole('dialog', { name: sv['payout.confirmPayoutTitle'] });
    expect(text(within(dialog).getByText(/skickas till gruppens betalkonto/))).toBe(
      '90 $ skickas till gruppens betalkonto. Webbutiken förblir låst tills utbetalningen har kommit fram.',
    );
    expect(within(dialog).getByRole('button', { name: sv['payout.cancel'] })).toBeInTheDocument();

    for (const english of [
      'Payments & Sales',
      'Where the money is',
      'End Fundraiser & Get Paid',
      'Unlock webshop',
      'Total sold',
      "The group's share (50%)",
      'Paid out',
      'Paid',
      'How long a payout takes',
      'Cancel',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('tells a seller on a French page that the webshop is locked, in French', () => {
    const data = dashboardData();
    data.orderByWebShop.displayWebShopLockedDialog = true;
    renderWithApp(<PayoutSection role="seller" data={data} />, { language: 'fr' });
    const dialog = screen.getByRole('dialog', { name: fr['payout.lockedDialogTitle'] });
    expect(within(dialog).getByText(fr['payout.lockedDialogSeller'])).toBeInTheDocument();
    expect(screen.queryByText('The webshop is locked')).toBeNull();
  });
});
