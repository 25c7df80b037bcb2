import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys, sellerListKeys, storeKeys } from '../../../lib/query-keys.ts';
import { orderKeys } from '../query-keys.ts';

/**
 * What creating, editing or deleting a seller's order changes, and so what goes stale after one: that seller's
 * order list (either token), both Start pages' dashboards (figures, charts, leaderboard, participants table), the
 * organiser's participants list (each seller's total sales) and that seller's store (its sales progress). Nothing
 * else shows an order figure, so nothing else refetches. Shown queries refetch before the promise resolves, so a
 * dialog that closes after the save opens on fresh figures.
 */
export function invalidateOrderFigures(queryClient: QueryClient, sellerId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.ofSeller(sellerId) }),
    // A client holds only its own group's dashboards and participants list, so every one of them is that group's.
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: sellerListKeys.all }),
    queryClient.invalidateQueries({ queryKey: storeKeys.store(sellerId) }),
  ]);
}
