type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Payload answers an /api path no endpoint serves (`/api/tools/thumbnails/x`, a typo) with a bare
 * `{ message }`, unlike every other REST error (`{ errors: [{ message }] }`); clients read one shape.
 * A collection without a REST API (`/api/payload-migrations`) it answers 501 "Cannot GET <the URL as the
 * server saw it>", which names the internal host behind a proxy: that is a plain 404 too.
 */
export function withNotFoundInErrorShape<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 404 && response.status !== 501) return response
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { message?: unknown; errors?: unknown } | null
    if (typeof body?.message !== 'string' || body.errors) return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    const message = response.status === 501 ? 'Not Found' : body.message
    return Response.json({ errors: [{ message }] }, { status: 404, headers })
  }
}
