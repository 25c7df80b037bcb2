import { BoundedMap } from '../../lib/bounded-map.ts';

/** This instance's memory for the order module, built once per app (context.ts). */
export interface OrderCaches {
  /** Serialized organiser dashboards by webshop, served while their database fingerprint is unchanged. */
  dashboards: BoundedMap<number, { version: string; json: string }>;
  /** Decrypted login codes by ciphertext. */
  loginCodes: BoundedMap<string, string>;
}

export function createOrderCaches(): OrderCaches {
  return { dashboards: new BoundedMap(1_000), loginCodes: new BoundedMap(50_000) };
}
