import { apiError, apiGet } from '../youtube/data-api'
import { bodyJson, sendJson, type HttpAnswer } from '../youtube/http'

import { ChannelError } from './errors'
import { snippetFromApi, type VideoSnippet } from './snippet'
import type { SignedInOptions } from './youtube-api'

/**
 * Reading and writing one video's snippet as its channel's owner (decision 021): videos.list
 * part=snippet (1 unit) and videos.update part=snippet (50 units), charged by the caller. YouTube's
 * refusals become the channel's errors, each with the sentence shown next to the action.
 */

type ErrorBody = { error?: { errors?: { reason?: string }[] } }

function reasonsOf(answer: HttpAnswer): string[] {
  try {
    return bodyJson<ErrorBody>(answer).error?.errors?.map((error) => error.reason ?? '') ?? []
  } catch {
    return []
  }
}

/** A refused write in the channel's terms; quota, 401 (token) and 5xx keep YouTube's own kinds. */
function writeError(answer: HttpAnswer): Error {
  const reasons = reasonsOf(answer)
  if (answer.status === 403 && reasons.includes('insufficientPermissions')) return new ChannelError('write_scope_missing')
  if (answer.status === 403 && reasons.includes('forbidden')) return new ChannelError('forbidden')
  if (answer.status === 404) return new ChannelError('video_gone')
  if (answer.status === 400 && reasons.some((reason) => /^invalid/.test(reason))) return new ChannelError('snippet_refused')
  return apiError(answer)
}

/** The video's live snippet; `video_gone` when YouTube no longer shows it to its owner (deleted). */
export async function fetchVideoSnippet(videoId: string, { accessToken, ...options }: SignedInOptions): Promise<VideoSnippet> {
  const body = await apiGet<{ items?: { id: string; snippet?: Record<string, unknown> }[] }>(
    'videos',
    { part: 'snippet', id: videoId },
    { ...options, accessToken },
  )
  const snippet = body.items?.find((item) => item.id === videoId)?.snippet
  if (!snippet) throw new ChannelError('video_gone')
  return snippetFromApi(snippet)
}

/** Replaces the video's whole snippet with `snippet` (every writable field, as YouTube requires). */
export async function updateVideoSnippet(
  videoId: string,
  snippet: VideoSnippet,
  { baseUrl, accessToken, ...policy }: SignedInOptions,
): Promise<VideoSnippet> {
  const answer = await sendJson(
    `${baseUrl}/youtube/v3/videos?part=snippet`,
    'PUT',
    { id: videoId, snippet },
    { maxBytes: 1_000_000, ...policy, headers: { ...policy.headers, authorization: `Bearer ${accessToken}` } },
  )
  if (answer.status !== 200) throw writeError(answer)
  return snippetFromApi(bodyJson<{ snippet?: Record<string, unknown> }>(answer).snippet ?? {})
}
