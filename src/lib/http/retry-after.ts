type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Payload answers a rate-limited auth request with status 429 and the wait in the error's data;
 * HTTP clients expect it in a Retry-After header too.
 */
export function withRetryAfter<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 429) return response
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { errors?: { data?: { retryAfter?: number } }[] } | null
    const retryAfter = body?.errors?.[0]?.data?.retryAfter
    if (!retryAfter) return response
    const headers = new Headers(response.headers)
    headers.set('Retry-After', String(Math.ceil(retryAfter)))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
