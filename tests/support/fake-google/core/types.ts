/** The shapes the fake's world is made of: Google accounts, their YouTube channels and videos. */

export type ThumbnailName = 'default' | 'mqdefault' | 'hqdefault' | 'sddefault' | 'maxresdefault'

export type Privacy = 'public' | 'unlisted' | 'private'

/** A custom thumbnail set through thumbnails.set: served instead of the generated picture. */
export type CustomThumbnail = { version: number; image: Buffer; width: number; height: number }

export type WorldVideo = {
  id: string
  channelId: string
  channelTitle: string
  title: string
  description: string
  /** Empty when the video has none: the API then leaves `tags` out of the snippet. */
  tags: string[]
  categoryId: string
  defaultLanguage?: string
  defaultAudioLanguage?: string
  publishedAt: string
  durationSeconds: number
  hasCaptions: boolean
  views: number
  likes: number
  comments: number
  privacy: Privacy
  madeForKids: boolean
  /** Standard thumbnail sizes YouTube generated; the others answer 404 with the grey placeholder. */
  thumbnails: ThumbnailName[]
  webp: boolean
  custom?: CustomThumbnail
}

export type WorldChannel = {
  id: string
  title: string
  /** With its "@", as channels.list's snippet.customUrl and forHandle write it. */
  handle: string
  description: string
  publishedAt: string
  country: string
  subscriberCount: number
  /** Newest first, as the uploads playlist lists them. */
  videoIds: string[]
}

export type GoogleAccount = {
  /** The short name tests use: `nextConsent({ account: 'creator' })`. */
  key: string
  /** Google's stable account id (21 digits), `sub` in the ID token and userinfo. */
  sub: string
  email: string
  emailVerified: boolean
  name: string
  givenName: string
  familyName: string
  picture: string
  /** The YouTube channels this Google account owns or manages: none, one, or several brand accounts. */
  channelIds: string[]
}
