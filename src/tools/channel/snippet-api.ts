import { apiGet } from '../youtube/data-api'
import { bodyJson, sendJson } from '../youtube/http'

import { ChannelError } from './errors'
import { snippetFromApi, type VideoSnippet } from './snippet'
import { writeError } from './write-errors'
import type { SignedInOptions } from './youtube-api'

/**
 * Reading and writing one video's snippet as its channel's owner (decision 021): videos.list
 * part=snippet (1 unit) and videos.update part=snippet (50 units), charged by the caller. YouTube's
 * refusals become the channel's errors, each with the sentence shown next to the action.
 */

/** YouTube refusing the text itself (`invalidTitle`, `invalidDescription`, `invalidTags`…). */
const snippetRefused = (status: number, reasons: string[]) =>
  status === 400 && reasons.some((reason) => /^invalid/.test(reason)) ? ('snippet_refused' as const) : null

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
  if (answer.status !== 200) throw writeError(answer, snippetRefused)
  return snippetFromApi(bodyJson<{ snippet?: Record<string, unknown> }>(answer).snippet ?? {})
}
