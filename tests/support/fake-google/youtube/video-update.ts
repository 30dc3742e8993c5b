import { apiError, apiJson, jsonBody, type FakeRequest, type Reply } from '../core/http'
import type { WorldVideo } from '../core/types'
import type { FakeContext } from '../state/context'

import { canSee, owns, type Caller } from './caller'
import { apiVideo, partsOf } from './video-resource'

/**
 * PUT /youtube/v3/videos?part=snippet. As YouTube does, the snippet sent replaces the whole
 * snippet: a field left out is cleared (description, tags, languages), `title` and `categoryId`
 * are required, and the checks answer YouTube's youtube.video errors.
 */

/** Categories a video can be put in (videoCategories.list, regionCode=US, assignable). */
export const ASSIGNABLE_CATEGORIES = ['1', '2', '10', '15', '17', '19', '20', '22', '23', '24', '25', '26', '27', '28', '29']

type SentSnippet = {
  title?: unknown
  description?: unknown
  tags?: unknown
  categoryId?: unknown
  defaultLanguage?: unknown
  defaultAudioLanguage?: unknown
}

const invalid = (reason: string, message: string) => apiError(400, message, { domain: 'youtube.video', reason })

/** YouTube's 500-character tag budget: commas between tags count, and a tag with a space counts its quotes. */
export function tagsLength(tags: string[]): number {
  return tags.reduce((sum, tag) => sum + tag.length + (tag.includes(' ') ? 2 : 0), 0) + Math.max(0, tags.length - 1)
}

/** The first rule the snippet breaks, as YouTube answers it, or null. */
function check(snippet: SentSnippet): Reply | null {
  const { title, description = '', tags = [], categoryId } = snippet
  if (typeof title !== 'string' || title.trim() === '' || title.length > 100 || /[<>]/.test(title)) {
    return invalid('invalidTitle', 'The request metadata specifies an invalid or empty video title.')
  }
  if (typeof description !== 'string' || Buffer.byteLength(description) > 5000 || /[<>]/.test(description)) {
    return invalid('invalidDescription', 'The request metadata specifies an invalid video description.')
  }
  if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string' || /[<>]/.test(tag)) || tagsLength(tags as string[]) > 500) {
    return invalid('invalidTags', 'The request metadata specifies invalid video keywords.')
  }
  if (typeof categoryId !== 'string' || !ASSIGNABLE_CATEGORIES.includes(categoryId)) {
    return invalid(
      'invalidCategoryId',
      'The <code>snippet.categoryId</code> property specifies an invalid category ID. Use the <code><a href="/youtube/v3/docs/videoCategories/list">videoCategories.list</a></code> method to retrieve supported categories.',
    )
  }
  return null
}

const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

function replaceSnippet(video: WorldVideo, snippet: SentSnippet): void {
  video.title = snippet.title as string
  video.description = (snippet.description as string | undefined) ?? ''
  video.tags = [...((snippet.tags as string[] | undefined) ?? [])]
  video.categoryId = snippet.categoryId as string
  video.defaultLanguage = optionalString(snippet.defaultLanguage)
  video.defaultAudioLanguage = optionalString(snippet.defaultAudioLanguage)
}

export function updateVideo(request: FakeRequest, ctx: FakeContext, caller: Caller): Reply {
  const parts = partsOf(request.query)
  if (!request.query.get('part'))
    return apiError(400, 'Required parameter: part', { domain: 'global', reason: 'required' }, { status: true })
  if ([...parts].some((part) => part !== 'snippet')) {
    return apiError(400, 'fake Google: videos.update supports part=snippet only', { domain: 'youtube.part', reason: 'unexpectedPart' })
  }
  const body = jsonBody(request) as { id?: unknown; snippet?: SentSnippet } | undefined
  if (typeof body !== 'object' || body === null) return apiError(400, 'Parse Error', { domain: 'global', reason: 'parseError' })
  const video = typeof body.id === 'string' ? ctx.world.video(body.id) : undefined
  if (!video || !canSee(caller, video)) {
    return apiError(
      404,
      'The video that you are trying to update cannot be found. Check the value of the <code>id</code> field in the request body to ensure that it is correct.',
      { domain: 'youtube.video', reason: 'videoNotFound', location: 'body.id', locationType: 'other' },
    )
  }
  if (!owns(caller, video)) return apiError(403, 'Forbidden', { domain: 'youtube.video', reason: 'forbidden' })
  const snippet = body.snippet ?? {}
  const problem = check(snippet)
  if (problem) return problem
  replaceSnippet(video, snippet)
  return apiJson(200, apiVideo(video, parts))
}
