import { createHash } from 'node:crypto';

/**
 * Micro-cache of the public store (docs/decisions/0003): the hottest read of the product is derived data,
 * so each instance keeps the serialized body for a short time. Concurrent misses for one seller share one
 * load. Changes made by this instance (lock, payment, onboarding, orders, seller and group details, a seller's
 * removal) drop the entries they affect at once; other instances see them within SHOP_CACHE_TTL_MS. Nothing here
 * matters across requests beyond that (ARCHITECTURE §5): losing the cache only costs a database read.
 *
 * Why invalidation cannot be forgotten: the services call invalidate* after their writes, and
 * shop-cache-writes.test.ts finds every write site of a table the store reads (the tables taken from the store
 * read's own query plans) and fails unless its file invalidates or the site is listed with why it need not. That test
 * was chosen over funnelling writes through helpers (they are spread over a dozen modules, triggers included) and
 * over replaying every write route (a fixture per route).
 */
export const SHOP_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

export interface CachedShop {
  json: string;
  /** The JSON's UTF-8 bytes, made once: encoding the string on every response cost a third of a cached read. */
  body: Buffer;
  etag: string;
  webshopId: number;
}

interface Entry {
  expiresAt: number;
  value: Promise<CachedShop | null>;
  webshopId: number | null;
}

export class ShopCache {
  private readonly entries = new Map<number, Entry>();
  private readonly ttlMs: number;
  constructor(ttlMs: number = SHOP_CACHE_TTL_MS) {
    this.ttlMs = ttlMs;
  }

  get(sellerId: number, load: () => Promise<CachedShop | null>): Promise<CachedShop | null> {
    const now = Date.now();
    const hit = this.entries.get(sellerId);
    if (hit && hit.expiresAt > now) return hit.value;
    if (this.entries.size >= MAX_ENTRIES) this.evict(now);
    const entry: Entry = { expiresAt: now + this.ttlMs, value: load(), webshopId: null };
    this.entries.set(sellerId, entry);
    entry.value.then(
      (shop) => {
        entry.webshopId = shop?.webshopId ?? null;
        // A shop that does not exist (yet) is not remembered: a seller who just registered sees the store at once.
        if (!shop && this.entries.get(sellerId) === entry) this.entries.delete(sellerId);
      },
      () => {
        if (this.entries.get(sellerId) === entry) this.entries.delete(sellerId);
      },
    );
    return entry.value;
  }

  /**
   * A group's team page (modules/team), kept beside the stores under the webshop's id made negative (ids are
   * positive): it reads only tables the store reads, so every write that drops a store reaches it here too.
   */
  getTeam(webshopId: number, load: () => Promise<CachedShop | null>): Promise<CachedShop | null> {
    return this.get(-webshopId, load);
  }

  invalidateSeller(sellerId: number): void {
    const webshopId = this.entries.get(sellerId)?.webshopId;
    this.entries.delete(sellerId);
    // The seller's team page shows its name, picture and sales. Its webshop is unknown when its store is not cached
    // (or still loading): then every team page goes, a few entries that cost one read each.
    if (webshopId != null) this.entries.delete(-webshopId);
    else for (const key of this.entries.keys()) if (key < 0) this.entries.delete(key);
  }

  invalidateWebshop(webshopId: number): void {
    for (const [sellerId, entry] of this.entries) {
      // An entry still loading may belong to this webshop: drop it too.
      if (entry.webshopId === webshopId || entry.webshopId === null) this.entries.delete(sellerId);
    }
  }

  /** A change of the catalogue (a product's texts, cover, price or sale) reaches every store. */
  invalidateAll(): void {
    this.entries.clear();
  }

  private evict(now: number): void {
    for (const [sellerId, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(sellerId);
    // Still full of live entries: drop the oldest half (Map keeps insertion order).
    if (this.entries.size >= MAX_ENTRIES) {
      let toDrop = Math.ceil(this.entries.size / 2);
      for (const sellerId of this.entries.keys()) {
        if (toDrop-- <= 0) break;
        this.entries.delete(sellerId);
      }
    }
  }
}

export function etagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}
