import { LRUCache } from 'lru-cache'
import { RateLimiterCompatibleAbstract, RateLimiterRes } from 'rate-limiter-flexible'

/** A key's fixed window: the points counted in it and when it ends (Infinity: never). */
type Window = { consumed: number; endsAt: number }

/**
 * Keys counted per rule. Past it, the least recently seen key loses its count and starts a new
 * window: a visitor spreading requests over more addresses than this is not held back by a
 * per-address limit anyway. lru-cache allocates its index for `max` keys up front (about 24 bytes a key).
 */
export const MEMORY_WINDOW_KEYS = 10_000

/**
 * `rate-limiter-flexible`'s in-process limiter, counting in a bounded LRU with no timer per key.
 * Its own `RateLimiterMemory` deletes each key with a `setTimeout` of the window's length, and a Node
 * timer keeps the async context it was created in (Next's request store, with the request and its
 * response) until it fires: every address seen kept its first request alive for up to an hour,
 * 88 MB of the heap after the bench's load (decision 010). Here a window is checked when its key
 * is next seen, and `max` bounds what an expired key can occupy. Built on the library's base for
 * limiters of one's own, so that it is also the Redis limiters' insurance.
 */
export class RateLimiterMemoryWindows extends RateLimiterCompatibleAbstract {
  declare readonly keyPrefix: string
  /** The library's blocking past the window once over the limit: not offered, none of the rules blocks (0). */
  declare blockDuration: number
  /** The library's even spreading of requests over a window: not offered (the Redis limiter copies its false here). */
  declare execEvenly: boolean
  private readonly points: number
  private readonly duration: number
  private readonly windows: LRUCache<string, Window>

  constructor(options: { keyPrefix: string; points: number; duration: number }, maxKeys = MEMORY_WINDOW_KEYS) {
    super()
    // Own properties over the base's accessors (which throw), however the compiler emits class fields.
    Object.defineProperties(this, {
      keyPrefix: { value: options.keyPrefix },
      blockDuration: { value: 0, writable: true },
      execEvenly: { value: false, writable: true },
    })
    this.points = options.points
    this.duration = options.duration
    this.windows = new LRUCache({ max: maxKeys })
  }

  consume(key: string | number, points = 1): Promise<RateLimiterRes> {
    const result = this.add(key, points)
    return result.consumedPoints > this.points ? Promise.reject(result) : Promise.resolve(result)
  }

  penalty(key: string | number, points = 1): Promise<RateLimiterRes> {
    return Promise.resolve(this.add(key, points))
  }

  reward(key: string | number, points = 1): Promise<RateLimiterRes> {
    return Promise.resolve(this.add(key, -points))
  }

  get(key: string | number): Promise<RateLimiterRes | null> {
    const window = this.current(this.getKey(key))
    return Promise.resolve(window ? this.result(window, false) : null)
  }

  set(key: string | number, points: number, seconds: number): Promise<RateLimiterRes> {
    return Promise.resolve(this.storeWindow(key, points, seconds >= 0 ? seconds : this.duration))
  }

  block(key: string | number, seconds: number): Promise<RateLimiterRes> {
    return this.set(key, this.points + 1, seconds)
  }

  delete(key: string | number): Promise<boolean> {
    return Promise.resolve(this.windows.delete(this.getKey(key)))
  }

  private getKey(key: string | number) {
    return `${this.keyPrefix}:${key}`
  }

  private storeWindow(key: string | number, points: number, seconds: number) {
    const window = this.open(seconds)
    window.consumed = points
    this.windows.set(this.getKey(key), window)
    // As the library's limiters answer a set or a block: the points stored, nothing said remaining.
    return new RateLimiterRes(0, this.result(window, false).msBeforeNext, points, false)
  }

  /** Counts `points` in the key's window, opening a new one if it has none or its window ended. */
  private add(key: string | number, points: number) {
    const storeKey = this.getKey(key)
    const current = this.current(storeKey)
    const window = current ?? this.open(this.duration)
    window.consumed += points
    if (!current) this.windows.set(storeKey, window)
    return this.result(window, !current)
  }

  private current(storeKey: string) {
    const window = this.windows.get(storeKey)
    return window && window.endsAt > Date.now() ? window : undefined
  }

  private open(seconds: number): Window {
    return { consumed: 0, endsAt: seconds > 0 ? Date.now() + seconds * 1000 : Infinity }
  }

  private result(window: Window, isFirstInDuration: boolean) {
    const msBeforeNext = window.endsAt === Infinity ? -1 : window.endsAt - Date.now()
    return new RateLimiterRes(Math.max(this.points - window.consumed, 0), msBeforeNext, window.consumed, isFirstInDuration)
  }
}
