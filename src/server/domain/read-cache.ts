/**
 * A short-lived cache for public reads that change rarely (placard, content lists). Each
 * instance keeps its own copy for `ttlMs`, so an edit shows everywhere within that time;
 * concurrent misses share one database query. `ttlMs` 0 turns it off.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key)); // a failure is not remembered
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
