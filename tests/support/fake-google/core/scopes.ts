/** The OAuth scopes the fake knows, and how Google writes them back. */

const AUTH = 'https://www.googleapis.com/auth'

export const SCOPES = {
  openid: 'openid',
  email: `${AUTH}/userinfo.email`,
  profile: `${AUTH}/userinfo.profile`,
  youtube: `${AUTH}/youtube`,
  youtubeReadonly: `${AUTH}/youtube.readonly`,
  youtubeForceSsl: `${AUTH}/youtube.force-ssl`,
  youtubeUpload: `${AUTH}/youtube.upload`,
  youtubePartner: `${AUTH}/youtubepartner`,
  analyticsReadonly: `${AUTH}/yt-analytics.readonly`,
  analyticsMonetary: `${AUTH}/yt-analytics-monetary.readonly`,
} as const

/** Google answers the short OpenID names with their full URLs (a granted "email" comes back as userinfo.email). */
const ALIASES: Record<string, string> = { email: SCOPES.email, profile: SCOPES.profile }

const KNOWN = new Set<string>(Object.values(SCOPES))

/** The scopes of a space-separated request, in Google's spelling; the unknown ones apart. */
export function parseScopes(value: string): { scopes: string[]; unknown: string[] } {
  const words = value.split(/\s+/).filter(Boolean)
  const scopes = [...new Set(words.map((word) => ALIASES[word] ?? word))]
  return { scopes: scopes.filter((scope) => KNOWN.has(scope)), unknown: scopes.filter((scope) => !KNOWN.has(scope)) }
}

/** Which scopes let a caller do what (any one of the list is enough), from each method's reference page. */
export const NEEDS = {
  youtubeRead: [SCOPES.youtubeReadonly, SCOPES.youtube, SCOPES.youtubeForceSsl, SCOPES.youtubePartner],
  youtubeWrite: [SCOPES.youtube, SCOPES.youtubeForceSsl, SCOPES.youtubePartner],
  thumbnailWrite: [SCOPES.youtube, SCOPES.youtubeForceSsl, SCOPES.youtubeUpload, SCOPES.youtubePartner],
  analyticsRead: [SCOPES.analyticsReadonly, SCOPES.analyticsMonetary],
} as const

export function allows(granted: readonly string[], needed: readonly string[]): boolean {
  return needed.some((scope) => granted.includes(scope))
}
