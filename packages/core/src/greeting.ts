import { EARNINGS_PER_ITEM } from './constants.ts';

/** SPEC §9: 03-10 'Good morning', 10-12 'Good day', 12-18 'Good afternoon', otherwise 'Good evening'. */
export function greeting(date: Date): string {
  const hour = date.getHours();
  if (hour >= 3 && hour < 10) return 'Good morning';
  if (hour >= 10 && hour < 12) return 'Good day';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** SPEC §9 earnings counter: members x items x 11. */
export function estimatedEarnings(members: number, items: number): number {
  return members * items * EARNINGS_PER_ITEM;
}
