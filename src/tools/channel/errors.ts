/**
 * What can go wrong with a connected channel, each with the sentence its owner reads. Nothing here
 * is a fault of the server: pages show the message and keep what was fetched before (issue 33, item 9).
 */
export type ChannelErrorKind = 'needs_reconnect' | 'already_connected' | 'no_channel' | 'no_refresh_token' | 'not_found' | 'pick_expired'

const MESSAGES: Record<ChannelErrorKind, string> = {
  needs_reconnect: 'Google no longer lets us read this channel (access was removed or expired). Reconnect it to see fresh figures.',
  already_connected: 'This channel is already connected to another TubeLift account. Disconnect it there first.',
  no_channel: 'That Google account has no YouTube channel yet. Create one on YouTube, or connect with another Google account.',
  no_refresh_token: 'Google did not give us lasting access. Please connect again and allow every box.',
  not_found: 'That channel is not connected to your account.',
  pick_expired: 'The list of channels expired. Please connect again.',
}

export class ChannelError extends Error {
  constructor(
    readonly kind: ChannelErrorKind,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[kind], options)
    this.name = 'ChannelError'
  }
}

export const isChannelError = (error: unknown): error is ChannelError => error instanceof ChannelError
