/**
 * One function per check. Each gets only the fields it reads and returns a Check; analyze.ts decides
 * which checks apply. Where a `why` says "YouTube refuses" or "ignores", the limit is YouTube's own;
 * the other thresholds follow the usual advice of creator tools.
 */
import {
  allCapsShare,
  charCount,
  countPhrase,
  countWords,
  distinctHashtags,
  findPhrase,
  normalise,
  phraseHaystack,
  utf8Bytes,
  youtubeTagsLength,
  type Chapter,
} from './measure'
import type { Check, VideoFacts } from './types'

type Rule = Pick<Check, 'id' | 'category' | 'label' | 'weight' | 'why'>

function pass(rule: Rule, found: string): Check {
  return { ...rule, status: 'pass', found }
}

function flag(rule: Rule, status: 'warn' | 'fail', found: string, fix: string): Check {
  return { ...rule, status, found, fix }
}

const quote = (text: string) => `“${text}”`
const quoteAll = (texts: readonly string[]) => texts.map(quote).join(', ')
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

// Words a cut title should not end on ("… tips and").
const DANGLING_END = /(?:[\s\-–—:|,;.(&]|\s(?:and|or|with|for|to|the|a|an|of|in|on|at|by))+$/iu

const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '“': '”', '«': '»' }

/** Where the last bracket or quote left open in `text` starts, or -1 when all are closed. */
function unclosedAt(text: string): number {
  const open: { char: string; at: number }[] = []
  Array.from(text).forEach((char, index) => {
    if (char in OPENERS) open.push({ char, at: index })
    else if (open.length && OPENERS[open.at(-1)!.char] === char) open.pop()
  })
  // A straight double quote opens when their count is odd.
  const quotes = [...text.matchAll(/"/g)]
  const straight = quotes.length % 2 === 1 ? Array.from(text.slice(0, quotes.at(-1)!.index)).length : -1
  return Math.max(open[0]?.at ?? -1, straight)
}

/**
 * The text cut to at most `max` characters at a word boundary, never inside brackets or quotes
 * (“… in 10 Minutes (Easy” becomes “… in 10 Minutes”), without a dangling separator or joiner.
 */
export function shortenTitle(text: string, max: number): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  // One character more shows whether the cut falls exactly before a space.
  const head = chars.slice(0, max + 1).join('')
  const space = head.search(/\s\S*$/)
  let cut = space > 0 ? head.slice(0, space) : chars.slice(0, max).join('')
  const open = unclosedAt(cut)
  if (open > 0) cut = Array.from(cut).slice(0, open).join('')
  return cut.replace(DANGLING_END, '')
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The keyword moved to the front of the title, spelled as the title spells it when it appears there
 * literally ("YouTube SEO"), with the seams left behind tidied.
 */
function keywordFirst(title: string, keyword: string): string {
  const match = new RegExp(escapeRegExp(keyword), 'iu').exec(title)
  const phrase = match?.[0] ?? keyword
  const rest = match ? title.slice(0, match.index) + ' ' + title.slice(match.index + phrase.length) : title
  const tidied = rest.replace(/\s+/g, ' ').replace(/^[\s\-–—:|,;]+|[\s\-–—:|,;]+$/gu, '')
  return `${capitalise(phrase)}: ${tidied}`
}

// ---- Title ----------------------------------------------------------------------------------------

const TITLE_MAX = 100
const TITLE_SHOWN = 70
const TITLE_MIN = 20
const TITLE_TARGET = 60

export function titleLength(title: string): Check {
  const rule: Rule = {
    id: 'title-length',
    category: 'title',
    label: 'Title length',
    weight: 3,
    why: 'YouTube refuses titles over 100 characters, and search results show only about the first 60–70, so the words that win the click must come first.',
  }
  const length = charCount(title)
  const cut = `Cut it to ${TITLE_TARGET} characters, e.g. ${quote(shortenTitle(title, TITLE_TARGET))}`
  if (length > TITLE_MAX) return flag(rule, 'fail', `${length} characters (YouTube allows ${TITLE_MAX})`, cut)
  if (length > TITLE_SHOWN) {
    return flag(rule, 'warn', `${length} characters (about the first 60–70 show in search results)`, cut)
  }
  if (length < TITLE_MIN) {
    return flag(
      { ...rule, why: 'A very short title gives YouTube few words to match to searches and viewers little reason to click.' },
      'warn',
      `${length} characters`,
      'Say what the viewer gets from the video in 40–70 characters: the topic, then the result or a number (e.g. “… in 10 minutes”, “5 mistakes to avoid”).',
    )
  }
  return pass(rule, `${length} characters`)
}

export function titleAngleBrackets(title: string): Check {
  const rule: Rule = {
    id: 'title-angle-brackets',
    category: 'title',
    label: 'No angle brackets in the title',
    weight: 3,
    why: 'YouTube refuses a title that contains “<” or “>”: the video cannot be saved with it.',
  }
  const brackets = [...new Set(title.match(/[<>]/g) ?? [])]
  if (brackets.length === 0) return pass(rule, 'No “<” or “>”')
  const cleaned = title
    .replace(/\s*[<>]+\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return flag(rule, 'fail', `Contains ${quoteAll(brackets)}`, `Remove them, e.g. ${quote(cleaned)}`)
}

const ALL_CAPS_SHARE = 0.5
const ALL_CAPS_MIN_WORDS = 3

/** Every all-caps word of 2+ letters written with only its first letter upper-case. */
function toNormalCase(title: string): string {
  return title.replace(/\p{L}[\p{L}\p{M}]+/gu, (word) =>
    word === word.toUpperCase() && word !== word.toLowerCase() ? capitalise(word.toLowerCase()) : word,
  )
}

export function titleAllCaps(title: string): Check {
  const rule: Rule = {
    id: 'title-all-caps',
    category: 'title',
    label: 'Not written in capitals',
    weight: 1,
    why: 'A title mostly in capitals reads as shouting and looks like clickbait, which can lower clicks.',
  }
  const share = allCapsShare(title)
  const words = title.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length
  const found = `${Math.round(share * 100)}% of the letters are in all-caps words`
  if (share <= ALL_CAPS_SHARE || words < ALL_CAPS_MIN_WORDS) return pass(rule, found)
  return flag(
    rule,
    'warn',
    found,
    `Write it in normal case, e.g. ${quote(toNormalCase(title))}, then put real acronyms such as SEO back in capitals: they count as capitals here too, and a few of them still pass.`,
  )
}

// Search results and suggested videos cut long titles, so the keyword should sit in the first part.
const KEYWORD_LATEST_CHARACTER = 30
const KEYWORD_LATEST_SHARE = 0.4

export function titleKeyword(title: string, keyword: string): Check {
  const rule: Rule = {
    id: 'title-keyword',
    category: 'title',
    label: 'Keyword in the title',
    weight: 3,
    why: 'The title is the strongest signal of what a video is about; a keyword near the start is matched to searches and stays visible when the title is cut.',
  }
  const at = findPhrase(title, keyword)
  if (at === -1) {
    return flag(
      rule,
      'fail',
      `${quote(keyword)} is not in the title`,
      `Put ${quote(keyword)} at the start: ${quote(keywordFirst(title, keyword))}`,
    )
  }
  const length = normalise(title).length
  const found = `${quote(keyword)} starts at character ${at + 1}, ${Math.round((100 * at) / length)}% into the title`
  if (at <= KEYWORD_LATEST_CHARACTER && at <= KEYWORD_LATEST_SHARE * length) return pass(rule, found)
  return flag(rule, 'warn', found, `Move ${quote(keyword)} to the start: ${quote(keywordFirst(title, keyword))}`)
}

// ---- Description ----------------------------------------------------------------------------------

const DESCRIPTION_MAX_BYTES = 5000
const DESCRIPTION_SAFE_BYTES = 4500
const DESCRIPTION_MIN_WORDS = 100
const OPENING_CHARACTERS = 150

export function descriptionBytes(description: string): Check {
  const rule: Rule = {
    id: 'description-bytes',
    category: 'description',
    label: 'Description size',
    weight: 3,
    why: 'YouTube refuses descriptions over 5,000 bytes; emoji take 4 bytes and accented or non-Latin letters 2–3, so the limit comes sooner than 5,000 characters.',
  }
  const bytes = utf8Bytes(description)
  if (description.trim() === '') {
    return flag(
      {
        ...rule,
        why: 'An empty description gives YouTube nothing to understand the video by beyond the title, and viewers nothing to read.',
      },
      'fail',
      'Empty',
      'Write at least a few sentences: what the video covers, for whom, and the words viewers would search for.',
    )
  }
  const found = `${bytes.toLocaleString('en')} bytes (${charCount(description).toLocaleString('en')} characters)`
  if (bytes > DESCRIPTION_MAX_BYTES) {
    return flag(
      rule,
      'fail',
      `${found}, over YouTube's 5,000`,
      `Cut at least ${bytes - DESCRIPTION_MAX_BYTES} bytes; emoji and decorative symbols save the most.`,
    )
  }
  if (bytes > DESCRIPTION_SAFE_BYTES) {
    return flag(
      rule,
      'warn',
      `${found}, close to YouTube's 5,000`,
      `Cut ${bytes - DESCRIPTION_SAFE_BYTES} bytes to leave room for later edits such as links and chapter lines.`,
    )
  }
  return pass(rule, `${found} of 5,000 bytes`)
}

export function descriptionWords(description: string): Check {
  const rule: Rule = {
    id: 'description-words',
    category: 'description',
    label: 'Description length',
    weight: 2,
    why: 'YouTube uses the description text to understand the topic of the video and match it to searches; a few lines give it little to work with.',
  }
  const words = countWords(description)
  if (words >= DESCRIPTION_MIN_WORDS) return pass(rule, plural(words, 'word'))
  return flag(
    rule,
    'warn',
    `${plural(words, 'word')} (aim for ${DESCRIPTION_MIN_WORDS} or more)`,
    `Add at least ${DESCRIPTION_MIN_WORDS - words} words: a summary of what the video shows, who it is for, and the terms viewers search for.`,
  )
}

export function descriptionKeywordOpening(description: string, keyword: string): Check {
  const rule: Rule = {
    id: 'description-keyword-opening',
    category: 'description',
    label: 'Keyword in the description opening',
    weight: 2,
    why: 'Only the first 100–150 characters show before “…more”, in search results and under the video; YouTube also weighs them most.',
  }
  const opening = Array.from(description).slice(0, OPENING_CHARACTERS).join('')
  const fix = `Start with a sentence that uses ${quote(keyword)}, e.g. ${quote(`In this video: ${keyword} …`)}`
  if (findPhrase(opening, keyword) !== -1) return pass(rule, `${quote(keyword)} is in the first ${OPENING_CHARACTERS} characters`)
  if (findPhrase(description, keyword) !== -1) {
    return flag(rule, 'warn', `${quote(keyword)} is in the description, but not in the first ${OPENING_CHARACTERS} characters`, fix)
  }
  return flag(rule, 'fail', `${quote(keyword)} is not in the description`, fix)
}

export function descriptionLinks(description: string): Check {
  const rule: Rule = {
    id: 'description-links',
    category: 'description',
    label: 'Links in the description',
    weight: 1,
    why: 'Links to related videos and playlists keep viewers on your channel, and longer sessions help a video get recommended.',
  }
  const links = description.match(/\bhttps?:\/\/\S+/gi) ?? []
  if (links.length > 0) return pass(rule, plural(links.length, 'link'))
  return flag(rule, 'warn', 'No links', 'Link a related video or playlist, e.g. “Watch next: https://www.youtube.com/watch?v=…”.')
}

// Matched as whole words after normalise, so "like" alone (as in "things like this") is not a request.
const CALLS_TO_ACTION = [
  'subscribe',
  'comment',
  'comments',
  'like this video',
  'like the video',
  'hit like',
  'leave a like',
  'give it a like',
  'check out',
  'watch next',
  'watch this next',
  'link in',
  'links in',
  'link below',
  'links below',
  'download',
  'sign up',
  'join',
  'let me know',
  'share this video',
  'turn on notifications',
]
const CALL_TO_ACTION_NEEDLES = CALLS_TO_ACTION.map((phrase) => ` ${normalise(phrase)} `)

export function descriptionCallToAction(description: string): Check {
  const rule: Rule = {
    id: 'description-call-to-action',
    category: 'engagement',
    label: 'Call to action',
    weight: 1,
    why: 'Viewers act more often when asked: subscribing, commenting and watching the next video all feed the signals YouTube recommends by.',
  }
  // findPhrase for each phrase, with the description normalised once rather than once per phrase
  // (normalising it per phrase was most of the analysis's time).
  const haystack = phraseHaystack(description)
  const found = CALLS_TO_ACTION.filter((_, index) => haystack.includes(CALL_TO_ACTION_NEEDLES[index]!))
  if (found.length > 0) return pass(rule, `Found ${quoteAll(found)}`)
  return flag(
    rule,
    'warn',
    'No call to action found',
    'End with one clear request, e.g. “Subscribe for a new video every week, and tell me in the comments what you want to see next.”',
  )
}

// ---- Tags -----------------------------------------------------------------------------------------

const TAGS_MAX = 500
const TAGS_SAFE = 450
const TAGS_FEWEST = 5
const TAGS_MOST = 30

/** The tags at the end of the list (usually the least important) to drop to get within the limit. */
function tagsToDrop(tags: readonly string[], limit: number): string[] {
  let keep = tags.length
  while (keep > 0 && youtubeTagsLength(tags.slice(0, keep)) > limit) keep -= 1
  return tags.slice(keep)
}

export function tagsLength(tags: readonly string[]): Check {
  const rule: Rule = {
    id: 'tags-length',
    category: 'tags',
    label: 'Tags length',
    weight: 3,
    why: 'YouTube refuses more than 500 characters of tags, counting the commas between them and quotes around tags with spaces.',
  }
  if (tags.length === 0) {
    return flag(
      {
        ...rule,
        why: 'Tags matter less than the title and description, but they help YouTube with misspellings and variations of your topic.',
      },
      'warn',
      'No tags',
      'Add 5–15 tags: your keyword first, then its variations and common misspellings.',
    )
  }
  const total = youtubeTagsLength(tags)
  const found = `${total} of ${TAGS_MAX} characters (commas and quotes count)`
  if (total > TAGS_MAX) {
    return flag(rule, 'fail', found, `Remove tags to get under ${TAGS_MAX}, e.g. the last ones: ${quoteAll(tagsToDrop(tags, TAGS_MAX))}`)
  }
  if (total > TAGS_SAFE) {
    return flag(
      rule,
      'warn',
      found,
      `Leave room for later edits by dropping the least useful, e.g. ${quoteAll(tagsToDrop(tags, TAGS_SAFE))}`,
    )
  }
  return pass(rule, found)
}

export function tagsCount(tags: readonly string[]): Check {
  const rule: Rule = {
    id: 'tags-count',
    category: 'tags',
    label: 'Number of tags',
    weight: 1,
    why: 'A handful of precise tags covers variations of the topic; dozens of loose ones add nothing and blur what the video is about.',
  }
  const found = plural(tags.length, 'tag')
  if (tags.length < TAGS_FEWEST) {
    return flag(
      rule,
      'warn',
      found,
      `Add ${TAGS_FEWEST - tags.length} or more: variations of your keyword, related topics and common misspellings.`,
    )
  }
  if (tags.length > TAGS_MOST) {
    return flag(rule, 'warn', found, `Keep the ${TAGS_MOST} most relevant and drop ${tags.length - TAGS_MOST}, starting with the broadest.`)
  }
  return pass(rule, found)
}

export function tagsDuplicates(tags: readonly string[]): Check {
  const rule: Rule = {
    id: 'tags-duplicates',
    category: 'tags',
    label: 'No repeated tags',
    weight: 1,
    why: 'A repeated tag adds nothing for YouTube but still uses part of the 500-character limit.',
  }
  const groups = new Map<string, string[]>()
  for (const tag of tags) {
    const key = normalise(tag)
    groups.set(key, [...(groups.get(key) ?? []), tag])
  }
  const repeated = [...groups.values()].filter((group) => group.length > 1)
  if (repeated.length === 0) return pass(rule, 'No repeated tags')
  return flag(
    rule,
    'warn',
    `Repeated: ${repeated.map(quoteAll).join('; ')}`,
    `Keep one of each: remove ${quoteAll(repeated.flatMap((group) => group.slice(1)))}.`,
  )
}

export function tagsKeyword(tags: readonly string[], keyword: string): Check {
  const rule: Rule = {
    id: 'tags-keyword',
    category: 'tags',
    label: 'Keyword in the tags',
    weight: 2,
    why: 'A tag with the exact keyword confirms the topic to YouTube, especially when the title phrases it differently.',
  }
  const tag = tags.find((candidate) => findPhrase(candidate, keyword) !== -1)
  if (tag !== undefined) return pass(rule, `${quote(tag)} contains ${quote(keyword)}`)
  return flag(rule, 'fail', `No tag contains ${quote(keyword)}`, `Add ${quote(keyword)} as the first tag.`)
}

// ---- Hashtags -------------------------------------------------------------------------------------

export const HASHTAGS_IGNORED_ABOVE = 60
const HASHTAGS_MOST = 15
const HASHTAGS_SHOWN = 3

export function hashtagsCount(description: string, keyword?: string): Check {
  const rule: Rule = {
    id: 'hashtags-count',
    category: 'hashtags',
    label: 'Number of hashtags',
    weight: 3,
    why: 'With more than 60 hashtags YouTube ignores all of them; more than 15 looks like spam. A few relevant ones link the video to hashtag pages.',
  }
  const hashtags = distinctHashtags(description)
  const count = hashtags.length
  const keep = hashtags.slice(0, HASHTAGS_SHOWN).join(' ')
  if (count > HASHTAGS_IGNORED_ABOVE) {
    return flag(
      rule,
      'fail',
      `${count} hashtags: YouTube ignores them all`,
      `Keep the 3–5 most relevant, e.g. ${keep}, and delete the rest.`,
    )
  }
  if (count > HASHTAGS_MOST) {
    return flag(rule, 'warn', `${count} hashtags`, `Cut to ${HASHTAGS_MOST} or fewer; 3–5 relevant ones are enough, e.g. ${keep}.`)
  }
  if (count === 0) {
    const suggestion = keyword === undefined ? '' : `, e.g. #${normalise(keyword).replace(/ /g, '')}`
    return flag(rule, 'warn', 'No hashtags', `Add 2–3 relevant hashtags at the end of the description${suggestion}.`)
  }
  return pass(rule, plural(count, 'hashtag'))
}

export function hashtagsAboveTitle(title: string, description: string): Check {
  const rule: Rule = {
    id: 'hashtags-above-title',
    category: 'hashtags',
    label: 'Hashtags shown above the title',
    weight: 1,
    why: 'YouTube shows the first 3 description hashtags above the title when the title has none of its own, so put the most relevant first.',
  }
  const inTitle = distinctHashtags(title)
  if (inTitle.length > 0) {
    return pass(rule, `The title has ${inTitle.join(' ')}, so the description's hashtags do not show above it`)
  }
  return pass(rule, `${distinctHashtags(description).slice(0, HASHTAGS_SHOWN).join(' ')} will show above the title`)
}

// ---- Chapters -------------------------------------------------------------------------------------

const CHAPTERS_FEWEST = 3
const CHAPTER_SHORTEST_SECONDS = 10
const CHAPTERS_SUGGESTED_FROM_SECONDS = 5 * 60

type ChapterProblem = { found: string; fix: string }

/** The first reason YouTube would not turn these timestamps into chapters, or null when it would. */
function chapterProblem(chapters: readonly Chapter[], durationSeconds?: number): ChapterProblem | null {
  const [first] = chapters
  if (first && first.seconds !== 0) {
    return {
      found: `The first timestamp is ${quote(first.line)}, not 0:00`,
      fix: `Change it to ${quote(`0:00 ${first.title || 'Intro'}`)}, or add “0:00 Intro” above it.`,
    }
  }
  if (chapters.length < CHAPTERS_FEWEST) {
    return {
      found: `${plural(chapters.length, 'timestamp')}; YouTube needs at least ${CHAPTERS_FEWEST}`,
      fix: `Add ${CHAPTERS_FEWEST - chapters.length} more lines like “2:30 Next topic”, at least 10 seconds apart.`,
    }
  }
  for (const [index, chapter] of chapters.entries()) {
    const previous = chapters[index - 1]
    if (previous && chapter.seconds <= previous.seconds) {
      return {
        found: `${quote(chapter.line)} comes after ${quote(previous.line)}`,
        fix: `List the timestamps in time order, or correct ${quote(chapter.line)}.`,
      }
    }
  }
  for (const [index, chapter] of chapters.entries()) {
    const next = chapters[index + 1]
    const end = next?.seconds ?? durationSeconds
    if (end === undefined || end - chapter.seconds >= CHAPTER_SHORTEST_SECONDS) continue
    const length = end - chapter.seconds
    return next
      ? {
          found: `${quote(chapter.line)} lasts ${length} seconds (chapters need at least 10)`,
          fix: `Merge it with the next chapter, or move ${quote(next.line)} at least 10 seconds after it.`,
        }
      : {
          found: `${quote(chapter.line)} lasts ${length} seconds before the video ends (chapters need at least 10)`,
          fix: 'Merge it into the chapter before, or start it at least 10 seconds before the end.',
        }
  }
  return null
}

export function chaptersValid(chapters: readonly Chapter[], durationSeconds?: number): Check {
  const rule: Rule = {
    id: 'chapters',
    category: 'chapters',
    label: 'Chapters',
    weight: 2,
    why: 'Valid chapters show in the player and can appear as key moments in Google search; YouTube ignores them all unless they start at 0:00, number at least 3, run in order and last 10 seconds or more each.',
  }
  const problem = chapterProblem(chapters, durationSeconds)
  if (problem) return flag(rule, 'fail', problem.found, problem.fix)
  return pass(rule, `${plural(chapters.length, 'chapter')} from 0:00, in order, each at least 10 seconds long`)
}

/** Only for fetched videos of 5+ minutes without timestamps: a suggestion, hence weight 1. */
export function chaptersSuggested(durationSeconds: number): Check {
  const rule: Rule = {
    id: 'chapters-suggested',
    category: 'chapters',
    label: 'Chapters for a long video',
    weight: 1,
    why: 'Chapters help viewers jump to what they came for in a longer video, and YouTube and Google can show them as key moments in search.',
  }
  return flag(
    rule,
    'warn',
    `A ${Math.floor(durationSeconds / 60)}-minute video without timestamps`,
    'Add chapter lines to the description, starting at 0:00, e.g. “0:00 Intro”, “1:15 The setup”, “4:30 Results”.',
  )
}

export function shouldSuggestChapters(durationSeconds: number): boolean {
  return durationSeconds >= CHAPTERS_SUGGESTED_FROM_SECONDS
}

// ---- Keyword --------------------------------------------------------------------------------------

const STUFFING_WARN_DENSITY = 0.03
const STUFFING_FAIL_DENSITY = 0.06
// Below this many uses density is noise: a short description naming its topic twice is not stuffing.
const STUFFING_MIN_REPEATS = 5

export function keywordStuffing(title: string, description: string, keyword: string): Check {
  const rule: Rule = {
    id: 'keyword-stuffing',
    category: 'keyword',
    label: 'No keyword stuffing',
    weight: 2,
    why: 'Repeating a keyword over and over is against YouTube’s spam policies and reads badly; related words describe the topic better.',
  }
  const repeats = countPhrase(description, keyword)
  const words = countWords(description)
  const density = words === 0 ? 0 : (repeats * normalise(keyword).split(' ').length) / words
  const inTitle = countPhrase(title, keyword)
  const found = `${quote(keyword)} appears ${plural(repeats, 'time')} in ${plural(words, 'word')} of description (${(density * 100).toFixed(1)}%) and ${plural(inTitle, 'time')} in the title`
  const fix = `Use ${quote(keyword)} once in the title and 2–3 times in the description; describe the rest with related words viewers use.`
  const stuffed = repeats >= STUFFING_MIN_REPEATS
  if (stuffed && density > STUFFING_FAIL_DENSITY) return flag(rule, 'fail', found, fix)
  if ((stuffed && density > STUFFING_WARN_DENSITY) || inTitle > 1) return flag(rule, 'warn', found, fix)
  return pass(rule, found)
}

// ---- Video (URL mode) -----------------------------------------------------------------------------

const THUMBNAIL_MIN_WIDTH = 640
const THUMBNAIL_WIDTH = 1280
const THUMBNAIL_HEIGHT = 720

export function videoThumbnailResolution(thumbnail: VideoFacts['thumbnail']): Check {
  const rule: Rule = {
    id: 'video-thumbnail-resolution',
    category: 'video',
    label: 'Thumbnail resolution',
    weight: 2,
    why: 'The thumbnail decides most clicks; YouTube asks for 1280×720 (at least 640 wide) so it stays sharp on TVs and large screens.',
  }
  const fix = 'Upload a custom 1280×720 thumbnail (16:9, JPG or PNG, under 2 MB).'
  if (thumbnail === null) return flag(rule, 'fail', 'Only the automatic low-resolution thumbnails', fix)
  const found = `${thumbnail.width}×${thumbnail.height}`
  if (thumbnail.width < THUMBNAIL_MIN_WIDTH) return flag(rule, 'fail', `${found} (YouTube asks for 640 wide at least)`, fix)
  if (thumbnail.width < THUMBNAIL_WIDTH || thumbnail.height < THUMBNAIL_HEIGHT) return flag(rule, 'warn', found, fix)
  return pass(rule, found)
}

export function videoCaptions(hasCaptions: boolean): Check {
  const rule: Rule = {
    id: 'video-captions',
    category: 'video',
    label: 'Captions',
    weight: 1,
    why: 'Captions make the video usable without sound and in other languages, and give YouTube the spoken words as text.',
  }
  if (hasCaptions) return pass(rule, 'Captions available')
  return flag(
    rule,
    'warn',
    'No captions',
    'Add captions in YouTube Studio → Subtitles: upload a file, or check and publish the automatic ones.',
  )
}
