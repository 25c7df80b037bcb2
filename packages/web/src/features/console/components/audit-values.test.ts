import { describe, expect, it } from 'vitest';
import { auditCurrency, auditFacts, auditSummary, fieldLabel } from './audit-values.ts';

describe("the audit trail's before and after in words", () => {
  it('names fields in words, writes money in its currency, times and yes or no', () => {
    const before = { refundedMinor: 0, askedBeforeMinor: 1250 };
    const after = { refundId: 7, amountMinor: 1100, currencyCode: 'USD', status: 'succeeded', requestedBy: 'operator' };
    const currency = auditCurrency(before, after);
    expect(currency).toBe('USD');
    expect(auditSummary(before, currency)).toBe('Refunded: $0 · Asked before: $12.50');
    expect(auditFacts(after, currency)).toEqual([
      ['Refund', '7'],
      ['Amount', '$11'],
      ['State', 'succeeded'],
      ['Asked by', 'operator'],
    ]);
    expect(auditSummary({ isLocked: true, mailedToBuyer: false }, null)).toBe('Locked: yes · Mailed to buyer: no');
    expect(auditSummary({ deletedAt: '2026-12-02T10:15:00.000Z' }, null)).toMatch(/^Deleted: 2 Dec 2026, \d\d:15$/);
    expect(auditSummary({ pricesMinor: { USD: 1250, SEK: 9900 } }, null)).toBe('Prices: $12.50, 99 kr');
    expect(auditSummary({ lines: [{ productName: 'Baking', quantity: 2, unitPriceMinor: 2200 }] }, 'USD')).toBe(
      'Lines: E-book Baking, Quantity 2, Unit price $22',
    );
    expect(auditSummary(null, null)).toBe('');
    expect(fieldLabel('totalMinor')).toBe('Total');
  });
});
