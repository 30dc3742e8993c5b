/**
 * The SEO analyzer: picks the checks that apply to the input, runs them and scores the result.
 */
import { distinctHashtags, normalise, parseChapters } from './measure'
import {
  chaptersSuggested,
  chaptersValid,
  descriptionBytes,
  descriptionCallToAction,
  descriptionKeywordOpening,
  descriptionLinks,
  descriptionWords,
  HASHTAGS_IGNORED_ABOVE,
  hashtagsAboveTitle,
  hashtagsCount,
  keywordStuffing,
  shouldSuggestChapters,
  tagsCount,
  tagsDuplicates,
  tagsKeyword,
  tagsLength,
  titleAllCaps,
  titleAngleBrackets,
  titleKeyword,
  titleLength,
  videoCaptions,
  videoThumbnailResolution,
} from './rules'
import type { Check, CheckStatus, SeoInput, SeoReport } from './types'

const SHARE_OF_WEIGHT: Record<CheckStatus, number> = { pass: 1, warn: 0.5, fail: 0 }

// A check is left out, rather than passed, when its subject is missing: a free pass would inflate the score.
function applicableChecks({ title, description, tags, keyword: rawKeyword, video }: SeoInput): Check[] {
  // A keyword of only spaces or punctuation matches nothing, so it counts as none.
  const keyword = rawKeyword !== undefined && normalise(rawKeyword) !== '' ? rawKeyword.trim() : undefined
  const hashtags = distinctHashtags(description).length
  const chapters = parseChapters(description)
  return [
    titleLength(title),
    titleAngleBrackets(title),
    titleAllCaps(title),
    ...(keyword ? [titleKeyword(title, keyword)] : []),
    descriptionBytes(description),
    descriptionWords(description),
    ...(keyword ? [descriptionKeywordOpening(description, keyword)] : []),
    descriptionLinks(description),
    descriptionCallToAction(description),
    tagsLength(tags),
    tagsCount(tags),
    ...(tags.length > 1 ? [tagsDuplicates(tags)] : []),
    ...(keyword ? [tagsKeyword(tags, keyword)] : []),
    hashtagsCount(description, keyword),
    // Above 60 YouTube shows none, which hashtags-count already says.
    ...(hashtags > 0 && hashtags <= HASHTAGS_IGNORED_ABOVE ? [hashtagsAboveTitle(title, description)] : []),
    ...(chapters.length > 0 ? [chaptersValid(chapters, video?.durationSeconds)] : []),
    ...(chapters.length === 0 && video && shouldSuggestChapters(video.durationSeconds) ? [chaptersSuggested(video.durationSeconds)] : []),
    ...(keyword ? [keywordStuffing(title, description, keyword)] : []),
    ...(video ? [videoThumbnailResolution(video.thumbnail), videoCaptions(video.hasCaptions)] : []),
  ]
}

/** Score = the weighted share of points: pass earns the check's weight, warn half of it, fail nothing. */
function score(checks: readonly Check[]): number {
  const earned = checks.reduce((sum, check) => sum + check.weight * SHARE_OF_WEIGHT[check.status], 0)
  // Never zero: the title checks always apply.
  const possible = checks.reduce((sum, check) => sum + check.weight, 0)
  return Math.round((100 * earned) / possible)
}

export function analyzeSeo(input: SeoInput): SeoReport {
  const checks = applicableChecks(input)
  const counts: Record<CheckStatus, number> = { pass: 0, warn: 0, fail: 0 }
  for (const check of checks) counts[check.status] += 1
  return { score: score(checks), checks, counts }
}
