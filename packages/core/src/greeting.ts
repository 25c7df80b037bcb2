import { EARNINGS_PER_ITEM } from './constants.ts';

/** SPEC §9's greetings (English; the catalogues' `greeting.<part>`). */
export const GREETING_MSG = {
  morning: 'Good morning',
  day: 'Good day',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
} as const;

/** SPEC §9: 03-10 morning, 10-12 day, 12-18 afternoon, otherwise evening. */
export function partOfDay(date: Date): keyof typeof GREETING_MSG {
  const hour = date.getHours();
  if (hour >= 3 && hour < 10) return 'morning';
  if (hour >= 10 && hour < 12) return 'day';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** SPEC §9's greeting in English. */
export function greeting(date: Date): string {
  return GREETING_MSG[partOfDay(date)];
}

/** SPEC §9 earnings counter: members x items x 11. */
export function estimatedEarnings(members: number, items: number): number {
  return members * items * EARNINGS_PER_ITEM;
}
