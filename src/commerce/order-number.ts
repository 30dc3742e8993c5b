const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/**
 * "TL-2611-7KQ4PZ": the year and month, then six characters from an alphabet without 0/O/1/I so it
 * reads well over the phone. Random, so numbers do not reveal how many orders exist.
 */
export function orderNumber(date: Date, random: () => number = Math.random): string {
  const yymm = `${String(date.getUTCFullYear()).slice(2)}${String(date.getUTCMonth() + 1).padStart(2, '0')}`
  const suffix = Array.from({ length: 6 }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('')
  return `TL-${yymm}-${suffix}`
}

export const ORDER_NUMBER_PATTERN = /^TL-\d{4}-[2-9A-HJ-NP-Z]{6}$/
