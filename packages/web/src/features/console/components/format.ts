import { formatPrice } from '@fundshop/core';

/** Money as the console shows it: the app's own price format, a part taken off with a minus sign before it. */
export const money = (amount: number, currencyCode: string) =>
  amount < 0 ? `−${formatPrice(-amount, currencyCode)}` : formatPrice(amount, currencyCode);

/** A file's size: KB below a megabyte. */
export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A time in the operator's own zone, to the minute. */
export const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** How long ago, roughly: 5 min, 3 h, 2 d. */
export function age(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}
