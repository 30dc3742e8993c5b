import { apiRoute } from '@/lib/services/api'
import { finishChannelConnection } from '@/lib/services/channel/connect'

const PAGE = '/dashboard/channel'

/**
 * GET /api/youtube/callback — Google sends the creator back here after the channel consent. Every
 * outcome, failures included, lands on the channel page with its message (issue 33, item 9), or for
 * the write scope on the change being reviewed (decision 021). The
 * landing is a same-site navigation from this page (a refresh), not a redirect: a redirect would stay
 * in Google's cross-site navigation, where the session cookie is not accepted (decision 020).
 */
export const GET = apiRoute(
  async ({ request }) => {
    const outcome = await finishChannelConnection(new URL(request.url).searchParams)
    const back = outcome.returnTo ?? PAGE
    const target = outcome.pick ? `${PAGE}?pick=1` : `${back}${back.includes('?') ? '&' : '?'}status=${outcome.notice}`
    // Built here from our own paths; only its ampersands need escaping inside the attributes.
    const href = target.replaceAll('&', '&amp;')
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><title>Back from Google</title></head><body><p><a href="${href}">Continue to your channel</a></p></body></html>`
    return new Response(html, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    })
  },
  { auth: 'none', limit: 'none', maxBodyBytes: 0 },
)
