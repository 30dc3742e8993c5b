/**
 * What /dashboard/channel says after an action or a return from Google, named in its query
 * (`?status=connected`) so a redirect can carry it and no free text ever comes from the address.
 */
export const CHANNEL_NOTICES = {
  connected: { tone: 'success', text: 'Your channel is connected. Its figures and newest uploads are below.' },
  reconnected: { tone: 'success', text: 'Your channel is reconnected.' },
  refreshed: { tone: 'success', text: 'The figures are up to date.' },
  disconnected: {
    tone: 'success',
    text: 'The channel is disconnected: its access at Google is revoked and everything fetched from it is deleted.',
  },
  disconnected_unrevoked: {
    tone: 'error',
    text: 'The channel is disconnected and everything fetched from it is deleted, but Google could not be reached to revoke the access. Remove TubeLift at myaccount.google.com/permissions to be sure.',
  },
  access_denied: { tone: 'error', text: 'You cancelled at Google, so nothing was connected.' },
  invalid_state: { tone: 'error', text: 'That Google link expired or was already used. Please connect again.' },
  invalid_grant: {
    tone: 'error',
    text: 'Google no longer accepts this authorization (it was used already or expired). Please connect again.',
  },
  scope_missing: {
    tone: 'error',
    text: 'Google did not grant the read access this needs. Please connect again and leave both boxes ticked.',
  },
  unavailable: { tone: 'error', text: 'Google could not be reached. Nothing was changed; please try again in a minute.' },
  bad_response: { tone: 'error', text: 'Google answered in a way we did not understand. Nothing was changed; please try again.' },
  not_configured: { tone: 'error', text: 'Google is not configured on this server, so channels cannot be connected.' },
  already_connected: { tone: 'error', text: 'This channel is already connected to another TubeLift account. Disconnect it there first.' },
  no_channel: {
    tone: 'error',
    text: 'That Google account has no YouTube channel yet. Create one on YouTube, or connect with another Google account.',
  },
  no_refresh_token: { tone: 'error', text: 'Google did not give us lasting access. Please connect again and allow every box.' },
  pick_expired: { tone: 'error', text: 'The list of channels expired. Please connect again.' },
  quota: {
    tone: 'error',
    text: 'The daily YouTube quota is used up. The figures shown are the last ones fetched; please try again tomorrow.',
  },
  needs_reconnect: {
    tone: 'error',
    text: 'Google no longer lets us read this channel (access was removed or expired). Reconnect it to see fresh figures; the last ones are kept.',
  },
  audit_queued: { tone: 'success', text: 'The audit is running. Videos appear below as they are scored.' },
  demo: { tone: 'error', text: 'This is the demo channel: its figures are sample data and are not fetched from YouTube.' },
  write_granted: {
    tone: 'success',
    text: 'TubeLift may now edit your videos, only when you apply a change you reviewed. Apply it now.',
  },
  write_scope_missing: {
    tone: 'error',
    text: 'Google did not grant permission to edit your videos, so nothing was changed. Apply again and leave the box ticked to allow it.',
  },
  wrong_google_account: {
    tone: 'error',
    text: 'That Google account does not manage this channel, so nothing was changed. Apply again and choose the account the channel belongs to.',
  },
  video_gone: { tone: 'error', text: 'YouTube no longer finds this video (deleted, or not yours to see), so nothing was changed.' },
  forbidden: { tone: 'error', text: 'YouTube refused: this Google account may not edit this video. Nothing was changed.' },
  snippet_refused: {
    tone: 'error',
    text: 'YouTube refused this title, description or tags as they are. Nothing was changed; edit them and review again.',
  },
  snippet_conflict: {
    tone: 'error',
    text: 'The video changed on YouTube since you reviewed this change, so nothing was applied. Review it again against what is live now.',
  },
  undo_conflict: {
    tone: 'error',
    text: 'The video changed on YouTube since this fix was applied, so undoing it would overwrite that change. Nothing was changed.',
  },
  nothing_changed: { tone: 'error', text: 'This is what is live already: change the title, description or tags first.' },
  change_expired: { tone: 'error', text: 'This change was already applied, undone or deleted. Start again from the video.' },
  demo_channel: { tone: 'error', text: 'This is the demo channel: its videos are sample data, so nothing can be changed on YouTube.' },
  applied: { tone: 'success', text: 'The change is live on YouTube. You can undo it for 30 days.' },
  undone: { tone: 'success', text: 'The change is undone: the video has its previous title, description and tags again.' },
  thumbnail_refused: {
    tone: 'error',
    text: 'YouTube refused this image as a thumbnail (it must be a JPEG or PNG it can read). Nothing was changed; export the design again and retry.',
  },
  thumbnail_too_large: {
    tone: 'error',
    text: 'YouTube refused the image as larger than 2 MB. Nothing was changed; simplify the design or use fewer photos and retry.',
  },
  previous_thumbnail_unavailable: {
    tone: 'error',
    text: 'The thumbnail live now could not be downloaded to keep it, so nothing was changed (it could not be put back). Please try again in a minute.',
  },
  thumbnail_hidden: {
    tone: 'error',
    text: 'YouTube no longer shows this video’s thumbnail (the video was deleted or made private), so the one live could not be kept and nothing was changed.',
  },
  thumbnail_replaced: {
    tone: 'error',
    text: 'A newer thumbnail was set on this video since, so putting this one back would undo that too. Put the newest one back first.',
  },
  thumbnail_set: {
    tone: 'success',
    text: 'The new thumbnail is live on YouTube. The previous one is kept for 30 days so you can put it back.',
  },
  thumbnail_put_back: { tone: 'success', text: 'The previous thumbnail is back on YouTube.' },
} as const satisfies Record<string, { tone: 'success' | 'error'; text: string }>

export type ChannelNotice = keyof typeof CHANNEL_NOTICES

export const isChannelNotice = (value: unknown): value is ChannelNotice =>
  typeof value === 'string' && Object.hasOwn(CHANNEL_NOTICES, value)
