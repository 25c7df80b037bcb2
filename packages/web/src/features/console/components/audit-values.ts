import { toMajor } from '@fundshop/core';
import { money, when } from './format.ts';

/**
 * An audit row's before and after (docs/decisions/0030: JSON as stored, amounts in minor units) in words: each field
 * by its name, money in its currency, times in the operator's zone, yes and no. The stored JSON is unchanged.
 */

/** Names the trail's fields carry that words alone would not say well; any other is its camelCase in words. */
const LABELS: Record<string, string> = {
  sellerId: 'Participant',
  isActive: 'Active',
  isLocked: 'Locked',
  isMinor: 'Under 18',
  status: 'State',
  deletedAt: 'Deleted',
  productName: 'E-book',
  productId: 'Product',
  refundId: 'Refund',
  replyId: 'Reply',
  requestedBy: 'Asked by',
  askedBeforeMinor: 'Asked before',
  pricesMinor: 'Prices',
  orderIds: 'Orders',
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** 'refundedMinor' -> 'Refunded', 'mailedToBuyer' -> 'Mailed to buyer'. */
export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/Minor$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An amount in minor units: in its currency when the row names one, else as a plain number of major units. */
const amount = (minor: number, currency: string | null) =>
  currency ? money(toMajor(minor), currency) : toMajor(minor).toFixed(2);

function valueText(key: string, value: unknown, currency: string | null): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return key.endsWith('Minor') ? amount(value, currency) : String(value);
  if (typeof value === 'string') return ISO_TIME.test(value) ? when(value) : value || '—';
  if (Array.isArray(value)) {
    return value.length === 0 ? 'none' : value.map((item) => valueText(key, item, currency)).join('; ');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // A price per currency: { USD: 1250, SEK: 9900 }.
    if (key === 'pricesMinor') return entries.map(([code, minor]) => amount(Number(minor), code)).join(', ');
    return entries.map(([k, v]) => `${fieldLabel(k)} ${valueText(k, v, currency)}`).join(', ');
  }
  return String(value);
}

/** The currency an audit row's amounts are in: named by its after or its before. */
export function auditCurrency(before: unknown, after: unknown): string | null {
  for (const side of [after, before]) {
    const code = (side as { currencyCode?: unknown } | null)?.currencyCode;
    if (typeof code === 'string') return code;
  }
  return null;
}

/** One side of an audit row as label and text pairs; the currency is in the amounts, not a field of its own. */
export function auditFacts(value: unknown, currency: string | null): [string, string][] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return [['Value', valueText('', value, currency)]];
  return Object.entries(value as Record<string, unknown>)
    .filter(([key]) => !(key === 'currencyCode' && currency !== null))
    .map(([key, v]) => [fieldLabel(key), valueText(key, v, currency)]);
}

/** One side on one line, for the grid: 'State: pending · Amount: $11.00'. */
export const auditSummary = (value: unknown, currency: string | null) =>
  auditFacts(value, currency)
    .map(([label, text]) => `${label}: ${text}`)
    .join(' · ');
