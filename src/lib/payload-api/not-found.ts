import type { SanitizedConfig } from 'payload'

type Handler<C> = (request: Request, context: C) => Promise<Response>

const notFound = (headers?: Headers) => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers })

/**
 * Payload answers an /api path no endpoint serves (`/api/thumbnail-downloader/x`, a typo) with a bare
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
    if (response.status === 501) return notFound(headers)
    return Response.json({ errors: [{ message: body.message }] }, { status: 404, headers })
  }
}

/**
 * Payload serves `/api/<collection>/versions…` for every collection, and for one that keeps no
 * versions (orders, media) its database adapter failed with a 500: those are a 404.
 */
export function withVersionsOnlyWhereKept<C>(config: Promise<SanitizedConfig> | SanitizedConfig, handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const [, , slug, segment] = new URL(request.url).pathname.split('/')
    if (segment === 'versions') {
      const collection = (await config).collections.find((candidate) => candidate.slug === slug)
      if (collection && !collection.versions) return notFound()
    }
    return handler(request, context)
  }
}
