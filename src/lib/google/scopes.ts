/** What each Google consent asks for (README, "Google set-up": declare the same in the console). */
export const SIGN_IN_SCOPES = ['openid', 'email', 'profile'] as const

export const YOUTUBE_READ_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly'
export const ANALYTICS_READ_SCOPE = 'https://www.googleapis.com/auth/yt-analytics.readonly'
/** Title, description, tags and thumbnails: asked for only when the creator first applies a change. */
export const YOUTUBE_WRITE_SCOPE = 'https://www.googleapis.com/auth/youtube.force-ssl'

export const CHANNEL_READ_SCOPES = [YOUTUBE_READ_SCOPE, ANALYTICS_READ_SCOPE] as const

/** Google answers the granted scopes space-separated; incremental consent includes earlier grants. */
export function grantedScopes(scope: string | undefined): string[] {
  return [...new Set((scope ?? '').split(/\s+/).filter(Boolean))]
}

export function hasScopes(granted: readonly string[], needed: readonly string[]): boolean {
  return needed.every((scope) => granted.includes(scope))
}
