import { z } from 'zod';
import { idParam } from './fields.ts';
import { LANGUAGES } from './i18n/languages.ts';

/** GET /api/team/{webShopId} (public): the team page of a group (docs/decisions/0047). */
export const teamPageParams = z.object({ webShopId: idParam });
export type TeamPageParams = z.input<typeof teamPageParams>;

/**
 * POST /api/team/{webShopId}/store (public): the group's own store, where a supporter buys for the team as a whole
 * (docs/decisions/0050); made on first need, the same one after.
 */
export const teamStoreResponse = z.object({ sellerId: z.number().int() });
export type TeamStoreResponse = z.infer<typeof teamStoreResponse>;

/** A participant as its store shows it publicly (docs/decisions/0037): nothing a store does not show. */
export const teamParticipant = z.object({
  sellerId: z.number().int(),
  /** A minor's first name and initial unless the guardian agreed to the full name (publicSellerName). */
  sellerName: z.string(),
  sellerPictureUrl: z.string().nullable(),
});
export type TeamParticipant = z.infer<typeof teamParticipant>;

/**
 * The team page's data: the group, its message, its goal and what it sold (the dashboards' own figure: the group's
 * sales), and its active participants whose stores are open to supporters. An unknown group, and one whose shop is not
 * open yet, is a 404 with SPEC's store text for that case.
 */
export const teamPageResponse = z.object({
  webShopId: z.number().int(),
  customerName: z.string(),
  customerClassOrTeam: z.string(),
  /** The group's message to supporters. */
  commentToCustomers: z.string(),
  currencyCode: z.string(),
  /** Major units; 0 means no goal (no progress bar). */
  goal: z.number(),
  /** The group's sales in major units, as the organiser's dashboard counts them (every participant's, removed ones too). */
  totalSales: z.number(),
  isWebShopLocked: z.boolean(),
  participants: z.array(teamParticipant),
  /** The group's language (docs/decisions/0044). */
  language: z.enum(LANGUAGES),
});
export type TeamPageResponse = z.infer<typeof teamPageResponse>;

/** The team page's address (issue 29): one link for the whole group. */
export function teamPagePath(webShopId: number): string {
  return `/team/${webShopId}`;
}
