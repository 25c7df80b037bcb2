import { orderSeller } from '@fundshop/core';
import { z } from 'zod';

/** SPEC §2 /contactperson/utskrift: the sales list to print, opened from the dashboard with the sellers in its state. */
export const PRINT_PATH = '/contactperson/utskrift';

/**
 * SPEC §3 Sales list item (print view): a seller's name and what it sold; with it (issue 29) the group, its currency
 * and the team page's link, so the printed list says whose it is, its totals and where to buy.
 */
export const salesListState = z.object({
  sellers: z.array(orderSeller.pick({ name: true, productsSold: true, totalSales: true })),
  group: z.string(),
  webShopId: z.number().int(),
  currencyCode: z.string(),
});
export type SalesListState = z.infer<typeof salesListState>;
