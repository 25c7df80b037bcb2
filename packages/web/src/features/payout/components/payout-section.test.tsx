// One file: the payout section's states (money card, lock, payout, schedule), which share one dashboard fixture.
import type { DashboardData, PayoutOverview, PayoutRow } from '@fundshop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardData, payoutOverview } from '../../../test/dashboard-data.ts';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { PayoutSection } from './payout-section.tsx';

const TIMING = "The money usually reaches the group's bank 2-7 business days after the payout starts.";

const GENERIC =
  'Something went wrong. Please try again, alternatively contact our support at support@fundshop.example and we will assist you.';

function payoutRow(overrides: Partial<PayoutRow> = {}): PayoutRow {
  return {
    id: 11,
    status: 'INITIATED',
    currencyCode: 'USD',
    amount: 90,
    cardEarnings: 120,
    manualPlatformShare: 30,
    manualTax: 0,
    previouslyPaidOut: 0,
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The organiser's dashboard data with 'Where the money is'; `isLocked` on top of the usual overrides. */
function organiserData(overrides: Partial<DashboardData> = {}, isLocked = false): DashboardData {
  const data = dashboardData({ payoutOverview: payoutOverview(), ...overrides });
  data.orderByWebShop.isLocked = isLocked;
  return data;
}

/** The JSON bodies sent to one API path, in order. */
function bodiesSentTo(fetchMock: ReturnType<typeof mockApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const config = { '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) };

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.setItem('fundshop.contactPerson.accessToken', 'tok');
  window.localStorage.setItem('fundshop.contactPerson.webShopId', '5');
});

describe('payments & sales', () => {
  it('locks the webshop after the confirm dialog, sending {isLocked: true}', async () => {
    const fetchMock = mockApi({
      ...config,
      '/api/contact-person/update-web-shop-lock-status': () => ({
        status: 200,
        body: { responseMessage: 'ok', isLocked: true },
      }),
    });
    renderWithApp(<PayoutSection role="contactperson" data={organiserData()} />);
    const card = screen.getByRole('region', { name: 'Payments & Sales' });
    expect(within(card).getByText(/Payment setup is finished/)).toBeInTheDocument();
    // An open shop: no payout yet, and no unlock.
    expect(within(card).queryByRole('button', { name: 'End Fundraiser & Get Paid' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Unlock webshop' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Lock webshop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock the webshop?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock webshop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchMock, '/api/contact-person/update-web-shop-lock-status')).toEqual([{ isLocked: true }]);
  });

  it('hides lock, unlock and the payout while a payout is unhandled, and shows its status', () => {
    const data = organiserData({ hasUnHandledPayouts: true, payoutStatus: 'INITIATED' }, true);
    const { unmount } = renderWithApp(<PayoutSection role="contactperson" data={data} />);
    const card = screen.getByRole('region', { name: 'Payments & Sales' });
    for (const name of ['Lock webshop', 'Unlock webshop', 'End Fundraiser & Get Paid']) {
      expect(within(card).queryByRole('button', { name })).toBeNull();
    }
    expect(within(card).getByTestId('payout-status').textContent).toBe(
      `Payout status: Initiated. The payment provider emails you how to claim the payout. ${TIMING}`,
    );
    unmount();
    renderWithApp(
      <PayoutSection
        role="contactperson"
        data={organiserData({ hasUnHandledPayouts: true, payoutStatus: 'PENDING' }, true)}
      />,
    );
    expect(screen.getByTestId('payout-status').textContent).toMatch(/^Payout status: Pending\./);
    expect(screen.queryByRole('button', { name: 'Unlock webshop' })).toBeNull();
  });

  it("ends the fundraiser: confirms the amount, sends once however often it is clicked, then 'Payout initiated'", async () => {
    // The payout call stays in flight until the test answers it.
    const initiate = vi.fn();
    let answer: (response: Response) => void = () => undefined;
    mockApi({}).mockImplementation(async (input: RequestInfo | URL) => {
      if (new URL(String(input), 'http://localhost').pathname !== '/api/contact-person/initiate-payout') {
        return json(200, TEST_PUBLIC_CONFIG);
      }
      initiate();
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    renderWithApp(<PayoutSection role="contactperson" data={organiserData({}, true)} />);
    fireEvent.click(screen.getByRole('button', { name: 'End Fundraiser & Get Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the fundraiser and get paid?' });
    expect(
      within(dialog).getByText(
        "$90 will be sent to the group's payment account. The webshop stays locked until the payout has arrived.",
      ),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'End Fundraiser & Get Paid' });
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(true));
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(initiate).toHaveBeenCalledTimes(1);
    answer(json(200, { responseMessage: 'OK', payout: payoutRow() }));
    const initiated = await screen.findByRole('dialog', { name: 'Payout initiated' });
    expect(within(initiated).getByText(/\$90 is on its way to the group's payment account\./)).toBeInTheDocument();
    fireEvent.click(within(initiated).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(initiate).toHaveBeenCalledTimes(1);
  });

  it('names both parts of a final payout with a reserve: what is sent now, and what is held back and when', async () => {
    mockApi(config);
    const overview = payoutOverview({
      availableNow: 68,
      reserveOnPayout: 22,
      reserveOnPayoutReleaseAfter: '2026-12-16T10:00:00.000Z',
    });
    renderWithApp(<PayoutSection role="contactperson" data={organiserData({ payoutOverview: overview }, true)} />);
    const card = screen.getByRole('region', { name: 'Where the money is' });
    expect(within(card).getByTestId('reserve-on-payout').textContent).toBe(
      'Held back while buyers may still cancel, paid on Dec 16, 2026\u2212$22',
    );
    expect(within(card).getByTestId('available-now').textContent).toMatch(/\$68$/);
    fireEvent.click(screen.getByRole('button', { name: 'End Fundraiser & Get Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the fundraiser and get paid?' });
    expect(dialog).toHaveTextContent(
      "$68 is sent to the group's payment account now. $22 is held back while buyers may still cancel their orders and is paid on Dec 16, 2026, less any refunds. The webshop stays locked until then.",
    );
  });

  it('says when everything is still inside the buyers’ days to cancel, instead of a payout of nothing', () => {
    const overview = payoutOverview({
      availableNow: 0,
      reserveOnPayout: 90,
      reserveOnPayoutReleaseAfter: '2026-12-16T10:00:00.000Z',
    });
    renderWithApp(<PayoutSection role="contactperson" data={organiserData({ payoutOverview: overview }, true)} />);
    expect(screen.getByRole('button', { name: 'End Fundraiser & Get Paid' })).toBeDisabled();
    expect(
      screen.getByText(
        "There is nothing to pay out yet: all of the group's share is from orders its buyers may still cancel. It can be paid out from Dec 16, 2026.",
      ),
    ).toBeInTheDocument();
  });

  it("says 'ERROR: Has payouts pending already.' when a payout is already being handled", async () => {
    mockApi({
      ...config,
      '/api/contact-person/initiate-payout': () => ({
        status: 200,
        body: { responseMessage: 'has_active_payouts_to_handle', payout: payoutRow({ status: 'PENDING' }) },
      }),
    });
    renderWithApp(<PayoutSection role="contactperson" data={organiserData({}, true)} />);
    fireEvent.click(screen.getByRole('button', { name: 'End Fundraiser & Get Paid' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'End Fundraiser & Get Paid' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ERROR: Has payouts pending already.');
    expect(screen.queryByRole('dialog', { name: 'Payout initiated' })).toBeNull();
  });

  it("shows the server's reason and the generic text with the support address on a refusal", async () => {
    mockApi({
      ...config,
      '/api/contact-person/update-web-shop-lock-status': () => ({
        status: 409,
        body: {
          responseMessage: 'has-active-payouts',
          message: 'The webshop can not be unlocked while a payout is being handled.',
        },
      }),
    });
    renderWithApp(<PayoutSection role="contactperson" data={organiserData({}, true)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock webshop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock the webshop?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock webshop' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `The webshop can not be unlocked while a payout is being handled. ${GENERIC}`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('explains why the payout is not possible below the minimum earnings', () => {
    const data = organiserData(
      { payoutOverview: payoutOverview({ totalSales: 160, totalEarnings: 80, cardEarnings: 80, availableNow: 50 }) },
      true,
    );
    renderWithApp(<PayoutSection role="contactperson" data={data} />);
    const button = screen.getByRole('button', { name: 'End Fundraiser & Get Paid' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText("The group's earnings must be at least $100 before it can be paid out."),
    ).toBeInTheDocument();
  });

  it('does not say the payout button pays now while the earnings are below the minimum, open or locked', () => {
    for (const locked of [false, true]) {
      const overview = payoutOverview({ totalSales: 66, totalEarnings: 33, cardEarnings: 33, availableNow: 33 });
      const { unmount } = renderWithApp(
        <PayoutSection role="contactperson" data={organiserData({ payoutOverview: overview }, locked)} />,
      );
      const card = screen.getByRole('region', { name: 'Where the money is' });
      expect(within(card).getByTestId('available-now').textContent).toBe(
        'Due to the group, paid out from $100 of earnings$33',
      );
      unmount();
    }
  });

  it('switches the payout schedule to weekly after confirming', async () => {
    const fetchMock = mockApi({
      ...config,
      '/api/stripe/update-payout-schedule': () => ({
        status: 200,
        body: { responseMessage: 'ok', payoutSchedule: 'weekly' },
      }),
    });
    renderWithApp(<PayoutSection role="contactperson" data={organiserData()} />);
    expect(screen.getByTestId('payout-schedule').textContent).toBe(
      'Monthly: payouts go out on the first day of each month.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Switch to weekly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change payout schedule?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to weekly' }));
    expect(await screen.findByText('The payout schedule has been changed.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/stripe/update-payout-schedule')).toEqual([
      { webShopId: 5, setAsWeekly: true },
    ]);
  });

  it("opens the provider's dashboard in a tab opened on the click", async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    mockApi({
      ...config,
      '/api/stripe/organization-login-dashboard-link': () => ({
        status: 200,
        body: { organizationLoginDashboardLink: 'https://connect.example/login/abc' },
      }),
    });
    renderWithApp(<PayoutSection role="contactperson" data={organiserData()} />);
    fireEvent.click(screen.getByRole('button', { name: /Open payment dashboard/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://connect.example/login/abc'));
    expect(tab.opener).toBeNull();
  });

  it('shows no payments card before the payment account is set up, but still where the money is', () => {
    renderWithApp(
      <PayoutSection role="contactperson" data={organiserData({ hasFinishedConnectedStripeAccountSetup: false })} />,
    );
    expect(screen.queryByRole('region', { name: 'Payments & Sales' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Where the money is' })).toBeInTheDocument();
  });
});

describe('where the money is', () => {
  /** The organiser's 'Where the money is' card for these figures (the others as payoutOverview has them). */
  function moneyCard(figures: Partial<PayoutOverview>): HTMLElement {
    const data = organiserData({ payoutOverview: payoutOverview(figures) });
    renderWithApp(<PayoutSection role="contactperson" data={data} />);
    return screen.getByRole('region', { name: 'Where the money is' });
  }
  /** The card's figures in order, each as 'term = value'. */
  const figureRows = (card: HTMLElement) =>
    within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);

  it('lists every figure of a known overview in the group currency, and the payouts', () => {
    const card = moneyCard({
      totalSales: 500,
      cardSales: 440,
      totalEarnings: 250,
      platformShare: 250,
      cardEarnings: 220,
      paidOut: 40,
      onTheWay: 20,
      availableNow: 130,
      payouts: [
        payoutRow({ id: 2, status: 'PENDING', amount: 20 }),
        payoutRow({ id: 1, status: 'PAID', amount: 40, createdAt: '2026-11-20T10:00:00.000Z' }),
      ],
    });
    expect(figureRows(card)).toEqual([
      'Total sold = $500',
      "The group's share (50%) = $250",
      "Fundshop's share (50%) = $250",
      "The group's share of card sales = $220",
      'Sales the group collected itself (cash, transfer) = $60',
      "Fundshop's share of those, deducted = \u2212$30",
      'Owed to the group in all = $190',
      // Money the group got is not a minus (it read '\u2212$40').
      'Paid out = $40',
      'On its way = $20',
      "'End Fundraiser & Get Paid' pays now = $130",
    ]);
    // One span of business days on every screen and in the mail (PAYOUT_BUSINESS_DAYS), no other.
    expect(within(card).getByText(TIMING)).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/1-3|2-5 business/);
    const payouts = within(card).getAllByTestId('payout-row');
    expect(payouts.map((row) => within(row).getByText(/^\$/).textContent)).toEqual(['$20', '$40']);
    expect(within(payouts[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(payouts[1]!).getByText('Paid')).toBeInTheDocument();
  });

  it('leaves out the manual rows when the group collected nothing itself, and writes pounds', () => {
    const card = moneyCard({
      currencyCode: 'GBP',
      totalSales: 240,
      cardSales: 240,
      manualSales: 0,
      totalEarnings: 120,
      platformShare: 120,
      manualPlatformShare: 0,
      availableNow: 120,
    });
    expect(within(card).queryByText(/collected itself/)).toBeNull();
    expect(within(card).getByTestId('available-now').textContent).toBe("'End Fundraiser & Get Paid' pays now£120");
    expect(within(card).getByText('Paid out').nextElementSibling?.textContent).toBe('£0');
    for (const id of ['refunded', 'disputes-lost', 'disputed-open', 'owed-by-group', 'owed-in-all']) {
      expect(within(card).queryByTestId(id)).toBeNull();
    }
  });

  it('shows the tax collected as its own row, and the shares of the sales without it', () => {
    // A$330 sold including A$30 of GST (A$220 by card, A$110 in cash): 50% of the A$300 net is A$150.
    const card = moneyCard({
      currencyCode: 'AUD',
      totalSales: 330,
      cardSales: 220,
      manualSales: 110,
      totalTax: 30,
      totalEarnings: 150,
      platformShare: 150,
      cardEarnings: 100,
      manualPlatformShare: 50,
      manualTax: 10,
      availableNow: 40,
    });
    // 330 = 30 + 150 + 150; 100 - 50 - 10 = 40 owed.
    expect(figureRows(card)).toEqual([
      'Total sold = A$330',
      'Tax collected (owed to the tax authorities) = A$30',
      "The group's share (50% of sales without tax) = A$150",
      "Fundshop's share (50%) = A$150",
      "The group's share of card sales = A$100",
      'Sales the group collected itself (cash, transfer) = A$110',
      "Fundshop's share of those, deducted = \u2212A$50",
      'The tax in them, deducted = \u2212A$10',
      'Owed to the group in all = A$40',
      'Paid out = A$0',
      'On its way = A$0',
      "'End Fundraiser & Get Paid' pays now = A$40",
    ]);
  });

  it('takes refunds and lost disputes off the share of card sales, and holds the share of open ones', () => {
    // Card sales of $500 at 50%: $40 refunded, $22 lost in a dispute, $30 disputed and open.
    const card = moneyCard({
      totalSales: 498,
      cardSales: 438,
      totalEarnings: 249,
      platformShare: 249,
      cardEarnings: 219,
      refunded: 40,
      refundedEarnings: 20,
      disputesLost: 22,
      disputesLostEarnings: 11,
      disputedOpen: 30,
      heldForDisputes: 15,
      paidOut: 40,
      onTheWay: 20,
      availableNow: 114,
    });
    // 250 - 20 - 11 - 30 = 189 owed; 189 - 40 - 20 - 15 = 114 now.
    expect(figureRows(card).slice(3)).toEqual([
      "The group's share of card sales, before refunds and disputes = $250",
      'Refunded to buyers = $40',
      "The group's share of those, taken off = \u2212$20",
      "Disputes the buyers' banks decided against the sale = $22",
      "The group's share of those, taken off = \u2212$11",
      'Sales the group collected itself (cash, transfer) = $60',
      "Fundshop's share of those, deducted = \u2212$30",
      'Owed to the group in all = $189',
      'Paid out = $40',
      'On its way = $20',
      "Disputes the buyers' banks have not decided yet = $30",
      "The group's share of those, held until decided = \u2212$15",
      "'End Fundraiser & Get Paid' pays now = $114",
    ]);
  });

  it('says what an earlier payout paid beyond the share after a refund, to the cent', () => {
    // $100.02 was paid out; then $40.10 was refunded (the group's share, $20.05, went back with it).
    const card = moneyCard({
      totalSales: 160.94,
      cardSales: 160.94,
      manualSales: 0,
      totalEarnings: 80.47,
      platformShare: 80.47,
      cardEarnings: 80.47,
      manualPlatformShare: 0,
      refunded: 40.1,
      refundedEarnings: 20.05,
      paidOut: 100.02,
      owedByGroup: 19.55,
      availableNow: 0,
    });
    expect(
      within(card).getByText("The group's share of card sales, before refunds and disputes").nextElementSibling
        ?.textContent,
    ).toBe('$100.52');
    expect(within(card).getByTestId('owed-in-all').textContent).toBe('Owed to the group in all$80.47');
    expect(within(card).getByTestId('owed-by-group').textContent).toBe(
      'Owed from earlier payouts, taken off the next one$19.55',
    );
    expect(within(card).queryByTestId('disputed-open')).toBeNull();
    expect(within(card).getByTestId('available-now').textContent).toMatch(/\$0$/);
  });
});

describe('the reserve after the final payout', () => {
  it('shows the reserve as money to come with its day, what refunds took of it, and a debt as the operators’', () => {
    const overview = payoutOverview({
      paidOut: 68,
      availableNow: 0,
      reserveHeld: 22,
      reserveLeft: 11,
      reserveReleaseAfter: '2026-12-16T10:00:00.000Z',
    });
    renderWithApp(<PayoutSection role="contactperson" data={organiserData({ payoutOverview: overview }, true)} />);
    const card = screen.getByRole('region', { name: 'Where the money is' });
    expect(within(card).getByTestId('reserve-left').textContent).toBe(
      'Held back while buyers may still cancel, paid on Dec 16, 2026$11',
    );
    expect(within(card).getByTestId('reserve-refunded').textContent).toBe(
      'Of the $22 held back, refunded since\u2212$11',
    );
  });

  it('says a debt after the final payout is settled with support, not taken off a next payout', () => {
    const overview = payoutOverview({ paidOut: 90, owedByGroup: 11, availableNow: 0 });
    renderWithApp(<PayoutSection role="contactperson" data={organiserData({ payoutOverview: overview }, true)} />);
    expect(screen.getByTestId('owed-by-group').textContent).toBe(
      'Refunded after the final payout: owed to Fundshop, our support will contact you$11',
    );
  });
});

describe('seller and the locked notice', () => {
  it('shows a seller nothing about payouts', () => {
    const data = organiserData({ hasUnHandledPayouts: true, payoutStatus: 'PENDING' }, true);
    renderWithApp(<PayoutSection role="seller" data={data} />);
    expect(screen.queryByRole('region', { name: 'Payments & Sales' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Where the money is' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/Payout status/)).toBeNull();
  });

  it('tells the organiser once per browser session that the webshop is locked', async () => {
    const data = organiserData({}, true);
    data.orderByWebShop.displayWebShopLockedDialog = true;
    const first = renderWithApp(<PayoutSection role="contactperson" data={data} />);
    const dialog = screen.getByRole('dialog', { name: 'The webshop is locked' });
    expect(
      within(dialog).getByText(
        "Supporters can no longer order. When every order is in, press 'End Fundraiser & Get Paid' to get the group's money.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();
    renderWithApp(<PayoutSection role="contactperson" data={data} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("tells a seller the group has locked the webshop, and nothing while the server doesn't ask", async () => {
    const quiet = dashboardData();
    quiet.orderByWebShop.isLocked = true;
    const first = renderWithApp(<PayoutSection role="seller" data={quiet} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    const data = dashboardData();
    data.orderByWebShop.displayWebShopLockedDialog = true;
    renderWithApp(<PayoutSection role="seller" data={data} />);
    const dialog = screen.getByRole('dialog', { name: 'The webshop is locked' });
    expect(
      within(dialog).getByText(
        'Your group has locked the webshop: supporters can no longer order. Thank you for selling!',
      ),
    ).toBeInTheDocument();
  });
});
