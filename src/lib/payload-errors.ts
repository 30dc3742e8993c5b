type PayloadValidationError = Error & { data: { errors: { path: string; message: string }[] } }

/**
 * Payload's ValidationError, recognised by shape: the database adapter can throw it from its own
 * copy of Payload's error classes, where `instanceof` fails.
 */
export function isValidationError(error: unknown): error is PayloadValidationError {
  const data = (error as { data?: { errors?: unknown } } | null)?.data
  return error instanceof Error && Array.isArray(data?.errors)
}

/** The first message Payload gave for each invalid field. */
export function payloadFieldErrors(error: PayloadValidationError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const { path, message } of error.data.errors) fields[path] ??= message
  return fields
}

export type SignInFailure = 'unverified' | 'invalid-credentials'

const SIGN_IN_FAILURES: Record<SignInFailure, { name: string; message: RegExp }> = {
  unverified: { name: 'UnverifiedEmail', message: /verify your email/i },
  'invalid-credentials': { name: 'AuthenticationError', message: /email or password provided is incorrect/i },
}

/**
 * Why Payload refused a sign-in, from the error's class name or its (English) message. Matching by
 * `instanceof` is not reliable here: the Payload instance can come from another bundle than this file.
 */
export function signInFailure(error: unknown): SignInFailure | null {
  if (!(error instanceof Error)) return null
  for (const [kind, { name, message }] of Object.entries(SIGN_IN_FAILURES) as [SignInFailure, { name: string; message: RegExp }][]) {
    if (error.name === name || message.test(error.message)) return kind
  }
  return null
}
