export { analyzeSeo } from './analyze'
export {
  allCapsShare,
  charCount,
  countPhrase,
  countWords,
  distinctHashtags,
  extractHashtags,
  findPhrase,
  normalise,
  parseChapters,
  utf8Bytes,
  youtubeTagsLength,
  type Chapter,
} from './measure'
export { shortenTitle } from './rules'
export { seoInputSchema, seoRequestSchema, seoUrlSchema, type SeoFormInput, type SeoRequest, type SeoUrlInput } from './schema'
export type { Check, CheckCategory, CheckStatus, SeoInput, SeoReport, VideoFacts } from './types'
