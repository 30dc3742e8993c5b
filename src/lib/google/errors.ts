/**
 * What can go wrong talking to Google's sign-in, each with the sentence a person reads. Route
 * handlers map them to the app's error type; the kind decides what the page offers next.
 */
export type GoogleAuthErrorKind =
  | 'not_configured'
  | 'access_denied'
  | 'invalid_state'
  | 'invalid_grant'
  | 'scope_missing'
  | 'email_unverified'
  | 'unavailable'
  | 'bad_response'

const MESSAGES: Record<GoogleAuthErrorKind, string> = {
  not_configured: 'Google sign-in is not configured on this server.',
  access_denied: 'You cancelled at Google, so nothing was connected.',
  invalid_state: 'That Google sign-in link expired or was already used. Please start again.',
  invalid_grant: 'Google no longer accepts this authorization. Please connect again.',
  scope_missing: 'Google did not grant the access this needs. Please try again and allow every box.',
  email_unverified: 'Your Google account has no confirmed email address, so it cannot be used to sign in.',
  unavailable: 'Google could not be reached. Please try again in a minute.',
  bad_response: 'Google answered in a way we did not understand. Please try again.',
}

export class GoogleAuthError extends Error {
  constructor(
    readonly kind: GoogleAuthErrorKind,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[kind], options)
    this.name = 'GoogleAuthError'
  }
}

export const isGoogleAuthErrorKind = (value: string): value is GoogleAuthErrorKind => Object.hasOwn(MESSAGES, value)

export const isGoogleAuthError = (error: unknown): error is GoogleAuthError => error instanceof GoogleAuthError
