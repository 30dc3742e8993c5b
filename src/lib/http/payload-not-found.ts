type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Payload answers an /api path no endpoint serves (`/api/thumbnail-downloader/x`, a typo) with a bare
 * `{ message }`, unlike every other REST error (`{ errors: [{ message }] }`); clients read one shape.
 */
export function withNotFoundInErrorShape<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 404) return response
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { message?: unknown; errors?: unknown } | null
    if (typeof body?.message !== 'string' || body.errors) return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return Response.json({ errors: [{ message: body.message }] }, { status: 404, headers })
  }
}
