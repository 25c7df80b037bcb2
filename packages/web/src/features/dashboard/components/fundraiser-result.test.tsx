import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardData, orderSeller, payoutOverview } from '../../../test/dashboard-data.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { FundraiserResult } from './fundraiser-result.tsx';

describe("the fundraiser's result on the organiser's Start (issue 29)", () => {
  it('says what the group raised, its share and what was paid out, and each participant’s part, most first', () => {
    const data = dashboardData({ payoutOverview: payoutOverview({ paidOut: 165 }) }, [
      orderSeller({ sellerId: 1, name: 'Bo Lund', totalSales: 110, totalEarnings: 55 }),
      orderSeller({ sellerId: 2, name: 'Anna Berg', totalSales: 220, totalEarnings: 110 }),
      orderSeller({ sellerId: 3, name: 'Cleo Park', totalSales: 0, totalEarnings: 0, totalAmountOfProducts: 0 }),
    ]);
    data.orderSalesInformation.totalSales = 330;
    data.orderSalesInformation.totalEarnings = 165;
    renderWithApp(<FundraiserResult data={data} />);
    const result = screen.getByRole('region', { name: 'Your fundraiser raised $330' });
    expect(result).toHaveTextContent('$165 for the group, of which $165 has been paid out to your account.');
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Anna Berg: $220', 'Bo Lund: $110']);
  });
});
