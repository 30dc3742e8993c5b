import type { AfterErrorHook } from 'payload'

/**
 * Payload parses some request parts as JSON itself, where a parse error became a 500: the `where` and
 * `data` query parameters given as JSON text, and the `_payload` field of a multipart upload. Such a
 * SyntaxError is the client's input (the body itself is checked before Payload reads it,
 * lib/http/request-body.ts), so it is answered 400.
 */
export const malformedJsonParameters: AfterErrorHook = ({ error }) => {
  if (!(error instanceof SyntaxError)) return
  return { status: 400, response: { errors: [{ message: 'A JSON value sent (where, data or _payload) is not valid JSON.' }] } }
}
