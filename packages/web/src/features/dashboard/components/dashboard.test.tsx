import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { dashboardData as dashboard, orderSeller as seller } from '../../../test/dashboard-data.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { Dashboard } from './dashboard.tsx';

// The chart library draws with layout APIs jsdom lacks; the charts' presence is what these tests check.
vi.mock('./dashboard-charts.tsx', () => ({
  default: ({ sellers }: { sellers: unknown[] | null }) => (
    <div data-testid="charts">{sellers === null ? 'group chart' : 'group and per-seller charts'}</div>
  ),
}));

describe('dashboard', () => {
  it("shows the organiser the group's earnings and every participant in the group's currency", async () => {
    renderWithApp(
      <Dashboard
        role="contactperson"
        data={dashboard({}, [
          seller(),
          seller({
            sellerId: 8,
            name: 'Bo Lund',
            sellerEmail: '',
            totalEarnings: 0,
            totalAmountOfProducts: 0,
            productsSold: [],
            totalSales: 0,
          }),
        ])}
      />,
    );
    expect(screen.getByTestId('group-earnings').textContent).toBe('$33');
    // The goal is measured by what the group sold, the large figure is its share, and each says whose it is.
    expect(screen.getByText('$66 sold of the $2,000 goal')).toBeInTheDocument();
    expect(screen.getByTestId('group-sold').textContent).toBe("The group's share of $66 sold");
    expect(screen.getByRole('heading', { name: 'Products sold by the group' })).toBeInTheDocument();
    expect(screen.getByText('22 more to reach 25 products sold and the next bonus.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Participants' });
    const anna = within(table).getByRole('row', { name: /Anna Berg/ });
    expect(within(anna).getByTestId('login-code').textContent).toBe('ABCDEFGHJKLM');
    expect(within(anna).getByText('anna@example.com')).toBeInTheDocument();
    expect(within(anna).getByTestId('seller-earnings').textContent).toBe('$33');
    expect(
      within(anna)
        .getByRole('link', { name: /Open store/ })
        .getAttribute('href'),
    ).toMatch(/\/shop\/7$/);
    expect(within(anna).queryByText(/kr/)).toBeNull();
    const bo = within(table).getByRole('row', { name: /Bo Lund/ });
    expect(within(bo).getByText('Bo Lund has not sold anything.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export orders (CSV)' })).toBeInTheDocument();
    expect((await screen.findByTestId('charts')).textContent).toBe('group and per-seller charts');
    expect(screen.queryByRole('img', { name: 'QR code of the webshop link' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).toBeNull();
    expect(screen.queryByTestId('locked-banner')).toBeNull();
  });

  it("shows the group's own store as the team's row: its name, no login code, poster or store opens", () => {
    renderWithApp(
      <Dashboard
        role="contactperson"
        data={dashboard({}, [
          seller(),
          seller({ sellerId: 9, name: '', isTeam: true, sellerPassword: '', sellerEmail: '' }),
        ])}
      />,
    );
    const table = screen.getByRole('table', { name: 'Participants' });
    const team = within(table).getByRole('row', { name: /The team as a whole/ });
    expect(within(team).queryByTestId('login-code')?.textContent ?? '').toBe('');
    expect(within(team).queryByRole('button', { name: 'Poster' })).toBeNull();
    expect(within(team).queryByTestId('store-opens')).toBeNull();
    const anna = within(table).getByRole('row', { name: /Anna Berg/ });
    expect(within(anna).getByRole('button', { name: 'Poster' })).toBeInTheDocument();
  });

  it('links a participant to its orders with SPEC route state', async () => {
    const { router } = renderWithApp(<Dashboard role="contactperson" data={dashboard()} />);
    screen.getByRole('link', { name: 'Orders: Anna Berg' }).click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/contactperson/seller-order'));
    expect(router.state.location.state).toEqual({ sellerId: 7, userRole: 'contactperson' });
  });

  it('writes a GB group in pounds', () => {
    const data = dashboard();
    data.orderSalesInformation.currencyCode = 'GBP';
    data.orderDetails.currencyCode = 'GBP';
    renderWithApp(<Dashboard role="contactperson" data={data} />);
    expect(screen.getByTestId('group-earnings').textContent).toBe('£33');
    expect(screen.getByTestId('seller-earnings').textContent).toBe('£33');
  });

  it('says no participants has been added yet, and draws no chart before a sale', () => {
    const data = dashboard({ salesOverTime: [] }, []);
    data.orderSalesInformation.totalEarnings = 0;
    renderWithApp(<Dashboard role="contactperson" data={data} />);
    expect(screen.getByText('No participants have been added yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Participants' })).toBeNull();
    expect(screen.queryByTestId('charts')).toBeNull();
  });

  it('hides the participants table, the per-seller chart and the export from a seller, and shows its QR code', async () => {
    renderWithApp(<Dashboard role="seller" sellerId={7} data={dashboard()} orders={<p>orders here</p>} />);
    expect(screen.queryByRole('table', { name: 'Participants' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export orders (CSV)' })).toBeNull();
    expect(screen.getByRole('img', { name: 'QR code of the webshop link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show QR code' }).getAttribute('href')).toBe('/seller/webshop-qr-code/7');
    expect(screen.getByTestId('own-sales').textContent).toBe('3 products, $33 for the group');
    expect(screen.getByText('orders here')).toBeInTheDocument();
    expect((await screen.findByTestId('charts')).textContent).toBe('group chart');
  });

  it("tells a seller it hasn't sold anything yet", () => {
    renderWithApp(
      <Dashboard
        role="seller"
        sellerId={7}
        data={dashboard({}, [seller({ totalEarnings: 0, totalAmountOfProducts: 0, productsSold: [], totalSales: 0 })])}
      />,
    );
    expect(screen.getByText("You haven't sold anything yet.")).toBeInTheDocument();
  });

  it('shows the leaderboard only while the friend competition is on, and the banner of a locked webshop', () => {
    const competitors = [
      { position: 1, name: 'Anna', totalAmountOfProducts: 3, isCurrentSeller: true },
      { position: 2, name: 'Bo', totalAmountOfProducts: 1, isCurrentSeller: false },
      { position: 3, name: 'Cleo', totalAmountOfProducts: 1, isCurrentSeller: false },
      { position: 4, name: 'Dan', totalAmountOfProducts: 1, isCurrentSeller: false },
    ];
    const data = dashboard({ friendCompetitors: competitors, isFriendCompetitionActive: true });
    data.orderByWebShop.isLocked = true;
    renderWithApp(<Dashboard role="seller" sellerId={7} data={data} />);
    const board = screen.getByRole('region', { name: 'Leaderboard' });
    const rows = within(board).getAllByRole('listitem');
    expect(rows.map((item) => item.textContent)).toEqual(['1.Anna3', '2.Bo1', '3.Cleo1', '4.Dan1']);
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
    // Trophies for the first three positions only.
    expect(rows.map((row) => row.querySelector('[data-testid="EmojiEventsIcon"]') !== null)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(within(board).queryByText('Sell your first e-book to join the leaderboard.')).toBeNull();
    expect(screen.getByTestId('locked-banner').textContent).toBe(
      'This webshop is locked and no longer open for orders.',
    );
  });

  it('tells a seller not yet on the leaderboard how to get there, and says so when nobody has sold', () => {
    const others = [{ position: 1, name: 'Bo', totalAmountOfProducts: 2, isCurrentSeller: false }];
    const { unmount } = renderWithApp(
      <Dashboard
        role="seller"
        sellerId={7}
        data={dashboard({ friendCompetitors: others, isFriendCompetitionActive: true })}
      />,
    );
    const board = screen.getByRole('region', { name: 'Leaderboard' });
    expect(within(board).getByText('Sell your first e-book to join the leaderboard.')).toBeInTheDocument();
    unmount();
    renderWithApp(
      <Dashboard role="contactperson" data={dashboard({ friendCompetitors: [], isFriendCompetitionActive: true })} />,
    );
    const empty = screen.getByRole('region', { name: 'Leaderboard' });
    expect(within(empty).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(empty).getByText('Nobody has sold yet: the first sale takes first place.')).toBeInTheDocument();
  });

  it('hides the leaderboard while the competition is off, even with competitors', () => {
    const competitors = [{ position: 1, name: 'Anna', totalAmountOfProducts: 3, isCurrentSeller: false }];
    renderWithApp(<Dashboard role="contactperson" data={dashboard({ friendCompetitors: competitors })} />);
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).toBeNull();
  });

  it("puts the payout section it is handed above the figures, and keeps the seller's locked banner", () => {
    const data = dashboard();
    data.orderByWebShop.isLocked = true;
    renderWithApp(<Dashboard role="contactperson" data={data} payouts={<p data-testid="payouts">payouts</p>} />);
    const payouts = screen.getByTestId('payouts');
    expect(
      payouts.compareDocumentPosition(screen.getByTestId('group-earnings')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByTestId('locked-banner')).toBeInTheDocument();
  });

  it("is in the page's language: a Swedish page has the figures, labels and QR code in Swedish, no English", () => {
    const data = dashboard();
    data.orderSalesInformation.totalEarnings = 1234.5;
    data.orderSalesInformation.totalSales = 1234.5;
    renderWithApp(<Dashboard role="seller" sellerId={7} data={data} />, { language: 'sv' });
    expect(screen.getByRole('heading', { name: sv['dashboard.groupEarnings'] })).toBeInTheDocument();
    // Intl's no-break spaces: '1 234,50 US$', and SPEC's percent as Swedish writes it.
    expect(screen.getByTestId('group-earnings').textContent?.replace(/\s/g, ' ')).toMatch(/^1 234,50/);
    expect(screen.getByText('61 %')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: sv['board.qrCodeLabel'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['dashboard.printQrCodes'] })).toBeInTheDocument();
    for (const english of ['QR code of the webshop link', '61%', 'Group earnings', 'Products sold by the group']) {
      expect(screen.queryByText(english)).toBeNull();
      expect(screen.queryByRole('img', { name: english })).toBeNull();
    }
  });
});
