import { CHANNEL_NOTICES } from './notices'

/**
 * What can go wrong with a connected channel; its sentence is the notice of the same name, the one
 * the channel page shows. Nothing here is a fault of the server: pages show the message and keep
 * what was fetched before (issue 33, item 9).
 */
export type ChannelErrorKind =
  | 'needs_reconnect'
  | 'already_connected'
  | 'no_channel'
  | 'no_refresh_token'
  // Applying a fix (decision 021).
  | 'write_scope_missing'
  | 'wrong_google_account'
  | 'video_gone'
  | 'forbidden'
  | 'snippet_refused'
  | 'snippet_conflict'
  | 'undo_conflict'
  | 'nothing_changed'
  | 'change_expired'
  | 'demo_channel'
  // Publishing a thumbnail (decision 022).
  | 'thumbnail_refused'
  | 'thumbnail_too_large'
  | 'previous_thumbnail_unavailable'
  | 'thumbnail_hidden'
  | 'thumbnail_replaced'

export class ChannelError extends Error {
  constructor(
    readonly kind: ChannelErrorKind,
    options?: { cause?: unknown },
  ) {
    super(CHANNEL_NOTICES[kind].text, options)
    this.name = 'ChannelError'
  }
}

export const isChannelError = (error: unknown): error is ChannelError => error instanceof ChannelError
