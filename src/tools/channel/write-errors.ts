import { apiError } from '../youtube/data-api'
import { bodyJson, type HttpAnswer } from '../youtube/http'

import { ChannelError, type ChannelErrorKind } from './errors'

/**
 * A refused write to a video (videos.update, thumbnails.set) in the channel's terms (decisions 021
 * and 022): the scope, ownership and "gone" answers are the same for every write; what YouTube says
 * about the content itself is the caller's `refused`. Quota, 401 (token) and 5xx keep YouTube's kinds.
 */

type ErrorBody = { error?: { errors?: { reason?: string }[] } }

function reasonsOf(answer: HttpAnswer): string[] {
  try {
    return bodyJson<ErrorBody>(answer).error?.errors?.map((error) => error.reason ?? '') ?? []
  } catch {
    return []
  }
}

export function writeError(answer: HttpAnswer, refused: (status: number, reasons: string[]) => ChannelErrorKind | null): Error {
  const reasons = reasonsOf(answer)
  if (answer.status === 403 && reasons.includes('insufficientPermissions')) return new ChannelError('write_scope_missing')
  if (answer.status === 403 && reasons.includes('forbidden')) return new ChannelError('forbidden')
  if (answer.status === 404) return new ChannelError('video_gone')
  const kind = refused(answer.status, reasons)
  return kind ? new ChannelError(kind) : apiError(answer)
}
