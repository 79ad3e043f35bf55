/**
 * A Map that keeps at most `limit` entries, for the caches a process keeps (sessions, activity
 * tallies, dashboard answers): setting a key puts it last, and when the map is full the entry set
 * longest ago goes first.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    this.delete(key);
    if (this.size >= this.limit) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
