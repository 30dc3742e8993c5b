/**
 * Page tokens in YouTube's own encoding, so they look and decode like the real ones: search.list's
 * are a small protobuf in base64 (offset 5 is "CAUQAA", and the previous page flag makes it
 * "CAUQAQ"); playlistItems.list wraps "PT:" and that offset in another (offset 50 is "EAAaBlBUOkNESQ").
 */

function varint(n: number): number[] {
  const bytes: number[] = []
  let rest = n
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80)
    rest >>>= 7
  }
  return [...bytes, rest]
}

function readVarint(bytes: Buffer, at: number): [number, number] {
  let value = 0
  let shift = 0
  let i = at
  while (i < bytes.length) {
    const byte = bytes[i] as number
    value |= (byte & 0x7f) << shift
    i += 1
    if (byte < 0x80) return [value, i]
    shift += 7
  }
  return [Number.NaN, i]
}

const base64 = (bytes: number[] | Buffer) => Buffer.from(bytes).toString('base64').replace(/=+$/, '')

export function searchPageToken(offset: number, previous = false): string {
  return base64([0x08, ...varint(offset), 0x10, previous ? 1 : 0])
}

export function playlistPageToken(offset: number): string {
  const inner = Buffer.from(`PT:${base64([0x08, ...varint(offset)])}`)
  return base64([0x10, 0x00, 0x1a, inner.length, ...inner])
}

/** The offset a search token stands for, or undefined when it is not one. */
export function readSearchPageToken(token: string): number | undefined {
  const bytes = Buffer.from(token, 'base64')
  if (bytes[0] !== 0x08) return undefined
  const [offset] = readVarint(bytes, 1)
  return Number.isInteger(offset) ? offset : undefined
}

export function readPlaylistPageToken(token: string): number | undefined {
  const bytes = Buffer.from(token, 'base64')
  if (bytes[0] !== 0x10 || bytes[2] !== 0x1a) return undefined
  const inner = bytes.subarray(4, 4 + (bytes[3] ?? 0)).toString('latin1')
  return inner.startsWith('PT:') ? readSearchPageToken(inner.slice(3)) : undefined
}
