import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dashboardKeys, publicConfigKeys, sellerListKeys, storeKeys } from '../../../lib/query-keys.ts';
import { orderKeys } from '../query-keys.ts';
import { invalidateOrderFigures } from './invalidate-order-figures.ts';

describe('an order write', () => {
  it('makes stale what shows order figures of that seller, and nothing else', async () => {
    const queryClient = new QueryClient();
    const changed: QueryKey[] = [
      orderKeys.sellerList(7, 'seller'),
      orderKeys.sellerList(7, 'contact-person'),
      dashboardKeys.seller(7),
      dashboardKeys.contactPerson(5),
      sellerListKeys.ofWebShop(5),
      storeKeys.store(7),
    ];
    const untouched: QueryKey[] = [
      orderKeys.sellerList(8, 'seller'),
      orderKeys.myOrder('cs_1'),
      storeKeys.store(8),
      publicConfigKeys.all,
      ['seller', 'details', 7],
    ];
    for (const key of [...changed, ...untouched]) queryClient.setQueryData(key, { cached: true });

    await invalidateOrderFigures(queryClient, 7);

    const stale = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;
    expect(changed.map(stale)).toEqual(changed.map(() => true));
    expect(untouched.map(stale)).toEqual(untouched.map(() => false));
  });
});
