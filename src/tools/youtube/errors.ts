/** What can go wrong talking to YouTube, in terms a page can explain to a person. */
export type YouTubeErrorKind =
  'timeout' | 'unavailable' | 'not_found' | 'quota' | 'rate_limited' | 'not_configured' | 'bad_response' | 'unauthorized'

export const YOUTUBE_ERROR_MESSAGES: Record<YouTubeErrorKind, string> = {
  timeout: 'YouTube did not answer in time, try again.',
  unavailable: 'YouTube did not answer, try again.',
  not_found: 'This video is private or does not exist.',
  quota: 'The daily YouTube quota is used up, results come from cache.',
  rate_limited: 'YouTube asked us to slow down for a moment, try again in a minute.',
  not_configured: 'Video details need a YouTube Data API key, which this site does not have yet. Fill in the details by hand instead.',
  bad_response: 'YouTube sent an answer we could not read, try again.',
  unauthorized: 'YouTube no longer accepts this channel’s connection. Please reconnect it.',
}

export class YouTubeError extends Error {
  constructor(
    readonly kind: YouTubeErrorKind,
    detail?: string,
    readonly status?: number,
  ) {
    super(detail ? `${YOUTUBE_ERROR_MESSAGES[kind]} (${detail})` : YOUTUBE_ERROR_MESSAGES[kind])
    this.name = 'YouTubeError'
  }

  /** The message for people, without the technical detail. */
  get userMessage(): string {
    return YOUTUBE_ERROR_MESSAGES[this.kind]
  }
}

export function isYouTubeError(error: unknown): error is YouTubeError {
  return error instanceof YouTubeError
}
