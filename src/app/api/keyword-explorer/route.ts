import { privateJson } from '@/lib/http/api'
import { apiRoute, handledError } from '@/lib/services/api'
import { exploreKeywords } from '@/lib/services/keyword-explorer/explore'
import { keywordQuerySchema } from '@/tools/keyword-explorer/schema'

/**
 * GET /api/keyword-explorer?q=…&hl=…&gl=… — keyword ideas for a seed, as JSON.
 * With `stream=1` the answer is NDJSON: `{"type":"progress","done":n,"total":m}` lines while the
 * fan-out runs, then one `{"type":"result",…}` or `{"type":"error",…}` line.
 */
export const GET = apiRoute(
  async ({ request, user, query, requestId }) => {
    if (new URL(request.url).searchParams.get('stream') !== '1') return privateJson(await exploreKeywords(query, user))

    const encoder = new TextEncoder()
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (line: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`))
        try {
          const result = await exploreKeywords(query, user, { onProgress: (progress) => send({ type: 'progress', ...progress }) })
          send({ type: 'result', result })
        } catch (error) {
          send({ type: 'error', ...(await handledError(error, request, requestId)).toJSON() })
        }
        controller.close()
      },
    })
    return new Response(stream, {
      headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Accel-Buffering': 'no' },
    })
  },
  { auth: 'optional', limit: 'keyword-explorer', maxBodyBytes: 0, query: keywordQuerySchema },
)
