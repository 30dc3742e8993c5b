/** A small in-memory least-recently-used map with a total size budget (e.g. bytes of images). */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; size: number; expiresAt: number }>()
  private total = 0

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number = () => 1,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    if (entry.expiresAt <= now) {
      this.total -= entry.size
      return undefined
    }
    this.entries.set(key, entry)
    return entry.value
  }

  delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.total -= entry.size
  }

  set(key: string, value: V, ttlMs: number, now = Date.now()) {
    const size = this.sizeOf(value)
    if (size > this.maxSize) return
    const previous = this.entries.get(key)
    if (previous) {
      this.total -= previous.size
      this.entries.delete(key)
    }
    this.entries.set(key, { value, size, expiresAt: now + ttlMs })
    this.total += size
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxSize) break
      this.entries.delete(oldest)
      this.total -= entry.size
    }
  }
}
