import type { CartLine } from '@fundshop/core';

/**
 * The supporter's cart per seller, in sessionStorage (this tab only, gone when the tab closes), so that
 * 'Back' from the payment step or a reload of the store keeps what was picked. Cleared once an order is paid.
 */
const PREFIX = 'fundshop.cart.';

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line.productId) &&
    Number.isInteger(line.amountOrdered) &&
    (line.amountOrdered as number) > 0 &&
    typeof line.productName === 'string' &&
    typeof line.productPrice === 'number'
  );
}

export const cartStorage = {
  load(sellerId: number): CartLine[] {
    try {
      const parsed: unknown = JSON.parse(window.sessionStorage.getItem(PREFIX + sellerId) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
    } catch {
      return [];
    }
  },

  save(sellerId: number, cart: readonly CartLine[]): void {
    try {
      if (cart.length === 0) window.sessionStorage.removeItem(PREFIX + sellerId);
      else window.sessionStorage.setItem(PREFIX + sellerId, JSON.stringify(cart));
    } catch {
      // Storage unavailable (private mode): the cart lasts this page only.
    }
  },

  /** The checkout form as typed (this tab only), so 'Back' from the payment step does not empty it. */
  loadDraft(): Record<string, string> {
    try {
      const parsed: unknown = JSON.parse(window.sessionStorage.getItem(`${PREFIX}draft`) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    } catch {
      return {};
    }
  },

  saveDraft(values: Record<string, string>): void {
    try {
      window.sessionStorage.setItem(`${PREFIX}draft`, JSON.stringify(values));
    } catch {
      // see save()
    }
  },

  /** Whether this tab holds a cart with books in it, of any store (save() keeps no empty one). */
  hasAny(): boolean {
    try {
      return Object.keys(window.sessionStorage).some(
        (key) => key.startsWith(PREFIX) && /^\d+$/.test(key.slice(PREFIX.length)),
      );
    } catch {
      return false;
    }
  },

  /** After a paid order: every cart of this tab, and the checkout form draft, are done with. */
  clearAll(): void {
    try {
      for (const key of Object.keys(window.sessionStorage)) {
        if (key.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
      }
    } catch {
      // see save()
    }
  },
};
