import { apiRoute, handledError, parseInput, privateJson } from '@/lib/services/api'
import { getApiUser } from '@/lib/data/session'
import { exploreKeywords } from '@/lib/services/keyword-explorer/explore'
import { enforceToolLimit } from '@/lib/rate-limit/api-limits'
import { keywordQuerySchema } from '@/tools/keyword-explorer/schema'
import { pagesApiRoute } from '@/lib/services/pages-api-route'

/**
 * GET /api/tools/keywords?q=…&hl=…&gl=… — keyword ideas for a seed, as JSON.
 * With `stream=1` the answer is NDJSON: `{"type":"progress","done":n,"total":m}` lines while the
 * fan-out runs, then one `{"type":"result",…}` or `{"type":"error",…}` line.
 */
export const GET = apiRoute(async (request: Request) => {
  const params = new URL(request.url).searchParams
  const query = parseInput(keywordQuerySchema, {
    q: params.get('q') ?? undefined,
    hl: params.get('hl') || undefined,
    gl: params.get('gl') || undefined,
  })
  const user = await getApiUser(request)
  await enforceToolLimit('keywords', request, user)

  if (params.get('stream') !== '1') return privateJson(await exploreKeywords(query, user))

  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`))
      try {
        const result = await exploreKeywords(query, user, { onProgress: (progress) => send({ type: 'progress', ...progress }) })
        send({ type: 'result', result })
      } catch (error) {
        send({ type: 'error', ...(await handledError(error, request)).toJSON() })
      }
      controller.close()
    },
  })
  return new Response(stream, {
    headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Accel-Buffering': 'no' },
  })
})

// Read by Next as a literal, in each route: the body and the answer's size are left to pagesApiRoute.
export const config = { api: { bodyParser: false, responseLimit: false } }
export default pagesApiRoute({ GET })
