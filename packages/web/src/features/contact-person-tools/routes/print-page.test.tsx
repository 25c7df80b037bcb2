import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { PRINT_PATH, type SalesListState } from '../print-route.ts';
import { PrintPage } from './print-page.tsx';

const state: SalesListState = {
  sellers: [
    {
      name: 'Anna Berg',
      productsSold: [
        { webShopProductId: 1, productName: 'The Baking Book', amount: 3 },
        { webShopProductId: 2, productName: 'Garden Year', amount: 1 },
      ],
      totalSales: 60,
    },
    {
      name: 'Cleo Park',
      productsSold: [{ webShopProductId: 2, productName: 'Garden Year', amount: 2 }],
      totalSales: 30,
    },
    { name: 'Bo Lund', productsSold: [], totalSales: 0 },
  ],
  group: 'Riverside School · Class 4B',
  webShopId: 5,
  currencyCode: 'USD',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('/contactperson/utskrift', () => {
  it('lists each seller with what it sold, and prints the list alone through a hidden frame with 500 ms waits', async () => {
    mockApi({});
    renderWithApp(<PrintPage />, { path: PRINT_PATH, state });
    const sellers = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    expect(sellers.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Anna Berg',
      'Cleo Park',
      'Bo Lund',
    ]);
    expect(within(sellers[0]!).getByText('The Baking Book: 3')).toBeInTheDocument();
    expect(within(sellers[0]!).getByText('Garden Year: 1')).toBeInTheDocument();
    expect(within(sellers[0]!).getByText('Sold: $60')).toBeInTheDocument();
    expect(within(sellers[2]!).getByText('Bo Lund has not sold anything.')).toBeInTheDocument();

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    const frame = document.querySelector('iframe');
    expect(frame).not.toBeNull();
    const print = vi.spyOn(frame!.contentWindow!, 'print').mockImplementation(() => undefined);
    expect(frame!.contentDocument!.body.textContent).toContain('The Baking Book: 3');
    expect(frame!.contentDocument!.body.querySelector('button')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(print).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(print).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('is headed by the group and the day, and closed by the totals per product and the team page to buy from', () => {
    mockApi({});
    renderWithApp(<PrintPage />, { path: PRINT_PATH, state });
    expect(screen.getByTestId('print-group').textContent).toMatch(/^Riverside School · Class 4B, \w+ \d+, \d{4}$/);
    expect(screen.getByTestId('print-total').textContent).toBe('Sold in all: $90 (6 products)');
    const totals = screen.getByRole('heading', { name: 'Totals' }).parentElement!;
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Garden Year: 3', 'The Baking Book: 3']);
    const team = `${window.location.origin}/team/5`;
    expect(screen.getByText(team)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Team page' }).getAttribute('data-qr-value')).toBe(team);
  });

  it('has no print button on a phone', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    mockApi({});
    renderWithApp(<PrintPage />, { path: PRINT_PATH, state });
    expect(screen.getByRole('heading', { name: 'Anna Berg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('says where to open it from without the route state, and Back goes to Start', async () => {
    mockApi({});
    const { router } = renderWithApp(<PrintPage />, { path: PRINT_PATH });
    expect(screen.getByText('Open the sales list from the Start page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/contactperson/start'));
  });

  it("is in the page's language: a Swedish sheet and tab title, no English labels", () => {
    mockApi({});
    renderWithApp(<PrintPage />, { path: PRINT_PATH, state, language: 'sv' });
    expect(document.title).toContain(sv['printList.pageTitle']);
    expect(screen.getByRole('heading', { level: 1, name: sv['tools.salesListTitle'] })).toBeInTheDocument();
    expect(screen.getByText('Bo Lund har inte sålt något.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['tools.print'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['dashboard.back'] })).toBeInTheDocument();
    for (const english of ['Sales list', 'Print', 'Back', 'Bo Lund has not sold anything.']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
