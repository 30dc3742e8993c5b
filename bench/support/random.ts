/** A small seeded PRNG (mulberry32): the same seed gives the same data set on every machine. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function pick<T>(random: () => number, values: readonly T[]): T {
  if (values.length === 0) throw new Error('pick from an empty list')
  return values[Math.floor(random() * values.length)]!
}

/** `n` distinct values (fewer if the list is shorter), in random order. */
export function sample<T>(random: () => number, values: readonly T[], n: number): T[] {
  const pool = [...values]
  const chosen: T[] = []
  while (chosen.length < n && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!)
  return chosen
}
