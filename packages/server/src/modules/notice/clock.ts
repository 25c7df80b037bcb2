import { sql, type SQL } from 'drizzle-orm';

/**
 * The notices judge "due" by the database's clock, shared by every instance; a test passes its own time instead, to
 * step through windows and days without waiting.
 */
export const clockOf = (now?: Date): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

export const minutesBefore = (clock: SQL, minutes: number): SQL => sql`(${clock} - ${minutes} * interval '1 minute')`;
export const secondsBefore = (clock: SQL, seconds: number): SQL => sql`(${clock} - ${seconds} * interval '1 second')`;

/** Where the mails' buttons lead: the participant's and the organiser's start pages. */
export const SELLER_START = '/seller/start';
export const ORGANISER_START = '/contactperson/start';
