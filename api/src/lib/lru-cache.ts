/**
 * A map bounded by the approximate bytes of what it holds, forgetting the least recently used entries first (Map
 * keeps insertion order). A value larger than the whole budget is not kept.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number = approximateBytes,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Re-inserting moves the key to the newest end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = key.length + this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The approximate bytes held. */
  get bytes(): number {
    return this.total;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}

/**
 * What a value costs in memory, from the length of its JSON: a string of JSON (a serialised page) takes about its
 * length, while the same data as objects takes about 1.6 times it in V8's heap (measured on track DTOs), so
 * anything but a string counts double.
 */
export function approximateBytes(value: unknown): number {
  if (typeof value === 'string') return value.length;
  return 2 * (JSON.stringify(value)?.length ?? 0);
}
