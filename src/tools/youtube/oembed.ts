import { YouTubeError } from './errors'
import { bodyJson, getWithPolicy, type HttpPolicy } from './http'
import { watchUrl } from './video-id'

export type OEmbed = { title: string; channel: string; channelUrl: string | null }

/** Title and channel of a public video, without an API key. 401 = private, 404 = no such video. */
export async function fetchOEmbed(videoId: string, { baseUrl, ...policy }: { baseUrl: string } & HttpPolicy): Promise<OEmbed> {
  const params = new URLSearchParams({ url: watchUrl(videoId), format: 'json' })
  const answer = await getWithPolicy(`${baseUrl}/oembed?${params}`, { maxBytes: 100_000, timeoutMs: 4_000, ...policy })
  if (answer.status === 401 || answer.status === 403 || answer.status === 404)
    throw new YouTubeError('not_found', `oEmbed HTTP ${answer.status}`, answer.status)
  if (answer.status !== 200) throw new YouTubeError('unavailable', `oEmbed HTTP ${answer.status}`, answer.status)
  const body = bodyJson<{ title?: string; author_name?: string; author_url?: string }>(answer)
  if (typeof body.title !== 'string') throw new YouTubeError('bad_response', 'oEmbed without a title')
  return { title: body.title, channel: body.author_name ?? '', channelUrl: body.author_url ?? null }
}
