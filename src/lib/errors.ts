/**
 * One error type for everything the app reports to a user or an API client. Each code maps to an
 * HTTP status and a default message a person can act on; field errors travel with it so forms can
 * show them next to the field that caused them.
 */
export const ERROR_CODES = {
  bad_request: { status: 400, message: 'Some of the information sent is not valid.' },
  unauthorized: { status: 401, message: 'Sign in to continue.' },
  forbidden: { status: 403, message: 'You do not have access to this.' },
  not_found: { status: 404, message: 'We could not find what you were looking for.' },
  conflict: { status: 409, message: 'This conflicts with something that already exists.' },
  payload_too_large: { status: 413, message: 'What was sent is too large.' },
  unprocessable: { status: 422, message: 'This cannot be done in the current state.' },
  rate_limited: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  bad_gateway: { status: 502, message: 'A service we depend on answered with an error. Please try again.' },
  unavailable: { status: 503, message: 'This is temporarily unavailable. Please try again shortly.' },
  gateway_timeout: { status: 504, message: 'A service we depend on did not answer in time. Please try again.' },
} as const

export type ErrorCode = keyof typeof ERROR_CODES
export type FieldErrors = Record<string, string>

export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly fieldErrors?: FieldErrors
  /** Seconds until a retry can succeed (rate limits, lockouts). */
  readonly retryAfter?: number

  constructor(code: ErrorCode, message?: string, options: { fieldErrors?: FieldErrors; retryAfter?: number; cause?: unknown } = {}) {
    super(message ?? ERROR_CODES[code].message, { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.status = ERROR_CODES[code].status
    this.fieldErrors = options.fieldErrors
    this.retryAfter = options.retryAfter
  }

  toJSON() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fieldErrors ? { fields: this.fieldErrors } : {}),
        ...(this.retryAfter ? { retryAfter: this.retryAfter } : {}),
      },
    }
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}

/** The JSON response for an error: known errors as they are, anything else as a 500 without details. */
export function errorResponse(error: unknown): Response {
  const appError = isAppError(error) ? error : new AppError('internal', undefined, { cause: error })
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (appError.retryAfter) headers['Retry-After'] = String(Math.ceil(appError.retryAfter))
  return Response.json(appError.toJSON(), { status: appError.status, headers })
}

/** zod issues -> { field: first message }, for forms and 400 responses. */
export function fieldErrorsFrom(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form'
    errors[key] ??= issue.message
  }
  return errors
}
