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

/**
 * Whether Payload refused a sign-in for the email and password, from the error's class name or its
 * (English) message. Matching by `instanceof` is not reliable here: the Payload instance can come from
 * another bundle than this file. An unconfirmed account answers the same (collections/accounts/Users/hooks/equalSignInAnswers.ts).
 */
export function isSignInRefusal(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AuthenticationError' || /email or password provided is incorrect/i.test(error.message))
}
