import { describe, expect, it } from 'vitest';
import { CHECKOUT_MSG } from './checkout-messages.ts';
import { createWebshopOrderRequest, editWebshopOrderRequest, nextBonus } from './order.ts';

const order = {
  buyerFirstName: 'Alex',
  buyerPhoneNumber: '+1 555 0199',
  countryCode: 'US',
  streetAddress: '2 Oak Street',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  sellerId: 7,
  webShopCartProducts: [{ productId: 1, amountOrdered: 2 }],
};

describe('order rules', () => {
  it('finds the next bonus threshold in products sold', () => {
    expect(nextBonus(0, [25, 50])).toEqual({ leftUntilNextBonus: 25, nextBonusThreshold: 25 });
    expect(nextBonus(25, [50, 25])).toEqual({ leftUntilNextBonus: 25, nextBonusThreshold: 50 });
    expect(nextBonus(60, [25, 50])).toEqual({ leftUntilNextBonus: 0, nextBonusThreshold: null });
  });

  it('accepts the contact person/seller form: last name and email optional, note allowed', () => {
    const parsed = createWebshopOrderRequest.parse({ ...order, note: 'Paid in cash' });
    expect(parsed).toMatchObject({ createdByContactPersonOrSeller: true, buyerLastName: '', buyerEmail: '' });
    const card = createWebshopOrderRequest.safeParse({ ...order, createdByContactPersonOrSeller: false });
    expect(card.error?.issues[0]?.message).toBe(CHECKOUT_MSG.organiserOrderNotByCard);
    expect(editWebshopOrderRequest.safeParse(order).success).toBe(false);
    expect(editWebshopOrderRequest.parse({ ...order, buyerOfOrderId: '12' }).buyerOfOrderId).toBe(12);
  });
});
