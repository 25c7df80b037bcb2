/** A Map that forgets its oldest entry once full: per-instance caches must not grow with the data. */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly maxEntries: number;
  constructor(maxEntries: number) {
    this.maxEntries = maxEntries;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    // Re-inserting moves the key to the newest end, so eviction drops the least recently written entry.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
  }
}
