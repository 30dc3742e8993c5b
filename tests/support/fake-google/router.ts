import { reportsQuery } from './analytics/reports'
import { notFound, type FakeRequest, type Reply } from './core/http'
import { authorize, decideFromPage } from './oauth/authorize'
import { certs, revoke, token } from './oauth/token'
import { userinfo } from './oauth/userinfo'
import type { FakeContext } from './state/context'
import { dataApi } from './youtube/data-api'
import { image, type ImageCache } from './youtube/images'
import { oembed } from './youtube/oembed'
import { suggest } from './youtube/suggest'

/** Sends a request to the handler of the real host and path it stands for. */
export async function route(request: FakeRequest, ctx: FakeContext, images: ImageCache): Promise<Reply> {
  const { method, path } = request
  if (path === '/o/oauth2/v2/auth' && method === 'GET') return authorize(request.query, ctx)
  if (path === '/o/oauth2/v2/auth/decide' && method === 'POST') return decideFromPage(request, ctx)
  if (path === '/token' && method === 'POST') return token(request, ctx)
  if (path === '/revoke' && method === 'POST') return revoke(request, ctx)
  if (path === '/oauth2/v3/certs' && method === 'GET') return certs(ctx)
  if (path === '/v1/userinfo' && (method === 'GET' || method === 'POST')) return userinfo(request, ctx)
  if (path.startsWith('/youtube/v3/') || path.startsWith('/upload/youtube/v3/')) return dataApi(request, ctx)
  if (path === '/v2/reports' && method === 'GET') return reportsQuery(request, ctx)
  if (path === '/complete/search') return suggest(request.query, request.res)
  if (path === '/oembed') return oembed(request.query, ctx)
  return (await image(path, ctx, images)) ?? notFound
}
