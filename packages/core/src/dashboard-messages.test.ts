import { describe, expect, it } from 'vitest';
import {
  goalProgressText,
  nextBonusText,
  orderEarningsText,
  ownSalesText,
  participantsTotalText,
  productCountText,
} from './dashboard-messages.ts';
import { formatPrice } from './money.ts';

describe('dashboard texts', () => {
  it('counts products in the singular and plural', () => {
    expect(productCountText(1)).toBe('1 product');
    expect(productCountText(0)).toBe('0 products');
    expect(ownSalesText(3, formatPrice(33, 'USD'))).toBe('3 products, $33 for the group');
  });

  it("writes amounts in the group's currency, never a fixed 'kr'", () => {
    expect(goalProgressText(formatPrice(12.5, 'GBP'), formatPrice(2000, 'GBP'))).toBe('£12.50 of £2000');
    expect(participantsTotalText(formatPrice(66, 'USD'))).toBe('Total: $66');
    expect(orderEarningsText(formatPrice(7.5, 'CAD'))).toBe(' · C$7.50 to the group');
  });

  it('says how many products are left to the next bonus', () => {
    expect(nextBonusText(21, 25)).toBe('21 more to reach 25 products sold and the next bonus.');
  });
});
