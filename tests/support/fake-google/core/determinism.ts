import { createHash } from 'node:crypto'

/** Every "random" choice of the fake is a hash of its input, so reruns give identical answers. */
export function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

export function hash(text: string): number {
  return digest(text).readUInt32BE(0)
}

/** A number in [0, 1) that follows from the text. */
export function unit(text: string): number {
  return hash(text) / 2 ** 32
}

/** The list entry a hash lands on. */
export function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T
}

/** Looks like a Data API etag (27 URL-safe characters) and changes when the body changes. */
export function etag(value: unknown): string {
  return digest(JSON.stringify(value)).toString('base64url').slice(0, 27)
}

/** Video ids are 11 URL-safe characters: 8 bytes in base64url are exactly that. */
export function videoIdFor(seed: string): string {
  return digest(`id:${seed}`).subarray(0, 8).toString('base64url')
}

/** Channel ids are "UC" plus 22 URL-safe base64 characters. */
export function channelIdFor(seed: string): string {
  return `UC${digest(`channel:${seed}`).toString('base64url').slice(0, 22)}`
}

/** Timestamps as the Data API writes them: whole seconds, no milliseconds. */
export function apiTime(date: Date | number): string {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** A 2026 timestamp that follows from the seed, for videos that have no date of their own. */
export function publishedAtFor(seed: string): string {
  const seconds = hash(`published:${seed}`) % (150 * 24 * 3600)
  return apiTime(Date.UTC(2026, 0, 1) + seconds * 1000)
}

/** ISO 8601 as the API writes it: PT11M42S, PT1M, PT1H2M3S; zero length is P0D. */
export function isoDuration(totalSeconds: number): string {
  if (totalSeconds === 0) return 'P0D'
  const h = Math.floor(totalSeconds / 3600)
  const m = Math.floor((totalSeconds % 3600) / 60)
  const s = totalSeconds % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`
}

/** The calendar day in Pacific time: YouTube's quota day and the Analytics API's days. */
export function pacificDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  )
}

/** YYYY-MM-DD plus n days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

/** A token that looks like Google's (a fixed prefix, then URL-safe characters) and follows from the seed. */
export function opaque(prefix: string, seed: string, length = 43): string {
  return `${prefix}${digest(seed).toString('base64url').slice(0, length)}`
}
