import { parseVideoId } from '../youtube/video-id'

import { MAX_SEED_LENGTH, normaliseKeyword } from './expand'

/** How many seeds a pasted video offers: its title and its first tags. */
export const VIDEO_SEEDS = 8

/**
 * A pasted YouTube link (not a bare 11-character word, which may be a real keyword like "programming"),
 * as the video's id; null for anything else. Searching suggestions for a URL finds nothing useful.
 */
export function videoLinkSeed(seed: string): string | null {
  if (!/youtu\.?be/i.test(seed)) return null
  const parsed = parseVideoId(seed)
  return parsed.ok ? parsed.id : null
}

/** Cut at a word boundary within the seed limit, so the offered seed is accepted as it stands. */
function fitSeed(text: string): string {
  if (Array.from(text).length <= MAX_SEED_LENGTH) return text
  const words = text.split(' ')
  let kept = ''
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word
    if (Array.from(next).length > MAX_SEED_LENGTH) break
    kept = next
  }
  return kept || Array.from(text).slice(0, MAX_SEED_LENGTH).join('')
}

/**
 * Seeds a video suggests, the way vidIQ offers a video's tags: its title without the channel's
 * " | series" tail or bracketed notes, then its tags, each normalised, deduplicated and fitted.
 */
export function seedsFromVideo(title: string, tags: string[]): string[] {
  const mainTitle = title.split(/\s[|–—-]\s/)[0]!.replace(/[([{][^)\]}]*[)\]}]/g, ' ')
  const seeds: string[] = []
  for (const candidate of [mainTitle, ...tags]) {
    const seed = fitSeed(normaliseKeyword(candidate))
    if (seed && !seeds.includes(seed)) seeds.push(seed)
    if (seeds.length === VIDEO_SEEDS) break
  }
  return seeds
}
