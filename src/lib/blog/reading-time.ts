/** Silent reading speed for web articles, in words per minute. */
export const WORDS_PER_MINUTE = 230

export function countWords(text: string): number {
  const words = text.trim().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)
  return words ? words.length : 0
}

/** Whole minutes, never less than one for a post that has any text. */
export function readingTimeMinutes(text: string): number {
  const words = countWords(text)
  if (words === 0) return 0
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}
