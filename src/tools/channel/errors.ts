import { CHANNEL_NOTICES } from './notices'

/**
 * What can go wrong with a connected channel; its sentence is the notice of the same name, the one
 * the channel page shows. Nothing here is a fault of the server: pages show the message and keep
 * what was fetched before (issue 33, item 9).
 */
export type ChannelErrorKind = 'needs_reconnect' | 'already_connected' | 'no_channel' | 'no_refresh_token'

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
