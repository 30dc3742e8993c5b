import { channelIdFor, hash, publishedAtFor } from '../core/determinism'
import type { GoogleAccount, Privacy, WorldChannel, WorldVideo } from '../core/types'
import { channelVideos } from '../fixtures/channel-videos'
import { fakeAccounts, fakeVideos, fixtureChannels, googleAccount, type FakeVideo } from '../fixtures'
import { hoursBefore } from '../fixtures/clock'

/**
 * What the fake Google knows and what has changed since start or the last reset(): accounts, their
 * channels and uploads (which videos.update and thumbnails.set change), plus the videos search.list
 * made up. Videos of the older public table (fixtures/public-videos.ts) belong to no account.
 */

/** A channel a test adds to a new account; its uploads are generated like the fixtures'. */
export type NewChannel = { title: string; handle?: string; videos?: number; subscriberCount?: number }

export type NewAccount = { key?: string; email: string; name?: string; emailVerified?: boolean; channels?: NewChannel[] }

/** What YouTube Studio (or a deletion) can change on a video behind the app's back. */
export type VideoEdit = Partial<Pick<WorldVideo, 'title' | 'description' | 'tags' | 'categoryId' | 'views' | 'privacy'>>

/** A video of the older public table, as the world stores videos. */
export function fromFakeVideo(video: FakeVideo): WorldVideo {
  const h = hash(`stats:${video.id}`)
  const privacy: Privacy = video.private ? 'private' : 'public'
  return {
    id: video.id,
    channelId: channelIdFor(video.channel),
    channelTitle: video.channel,
    title: video.title,
    description: video.description,
    tags: video.tags,
    categoryId: '22',
    defaultAudioLanguage: 'en',
    publishedAt: publishedAtFor(video.id),
    durationSeconds: video.durationSeconds,
    hasCaptions: video.hasCaptions,
    views: video.views,
    likes: Math.round(video.views * (0.02 + (h % 30) / 1000)),
    comments: Math.round(video.views * (0.001 + (h % 7) / 1000)),
    privacy,
    madeForKids: false,
    thumbnails: video.thumbnails,
    webp: video.webp,
  }
}

/** Promoted videos for view-tracking tests: any id starting with "promo" exists, with views that follow from it. */
function promotedVideo(id: string): WorldVideo {
  return fromFakeVideo({
    id,
    title: `Promoted video ${id}`,
    channel: 'Demo Creator',
    description: '',
    tags: [],
    durationSeconds: 300,
    hasCaptions: false,
    views: 1000 + (hash(`promo:${id}`) % 100_000),
    thumbnails: ['default'],
    webp: false,
  })
}

const publicTable = new Map(Object.values(fakeVideos).map((video) => [video.id, fromFakeVideo(video)]))

export class World {
  accounts = new Map<string, GoogleAccount>()
  channels = new Map<string, WorldChannel>()
  /** Uploads of the channels above. */
  videos = new Map<string, WorldVideo>()
  /** Videos search.list made up, kept so that videos.list and the image host can answer for them. */
  invented = new Map<string, WorldVideo>()

  /** The moment the fixtures' dates count back from (fixtures/clock.ts); fixed for the fake's life. */
  constructor(readonly epoch: number) {
    this.reset()
  }

  reset(): void {
    this.accounts = new Map(
      Object.values(fakeAccounts).map((account) => [account.key, { ...account, channelIds: [...account.channelIds] }]),
    )
    this.channels = new Map()
    this.videos = new Map()
    this.invented = new Map()
    for (const { channel, videos } of fixtureChannels(this.epoch)) this.addChannel(channel, videos)
  }

  private addChannel(channel: WorldChannel, videos: WorldVideo[]): void {
    this.channels.set(channel.id, channel)
    for (const video of videos) this.videos.set(video.id, video)
  }

  account(keyOrEmail: string): GoogleAccount | undefined {
    return this.accounts.get(keyOrEmail) ?? [...this.accounts.values()].find((a) => a.email.toLowerCase() === keyOrEmail.toLowerCase())
  }

  accountBySub(sub: string): GoogleAccount | undefined {
    return [...this.accounts.values()].find((account) => account.sub === sub)
  }

  /** A new Google account, with new channels when asked; its key defaults to its email. */
  addAccount({ key, email, name, emailVerified, channels = [] }: NewAccount): GoogleAccount {
    if (this.account(email) || (key && this.accounts.has(key))) throw new Error(`a Google account ${key ?? email} already exists`)
    const channelIds = channels.map((spec) => this.newChannel(email, spec))
    const account = googleAccount({ key: key ?? email, email, name: name ?? email.split('@')[0] ?? email, emailVerified, channelIds })
    this.accounts.set(account.key, account)
    return account
  }

  private newChannel(email: string, spec: NewChannel): string {
    const seed = `${email}:${spec.title}`
    const id = channelIdFor(seed)
    const videos = channelVideos({
      seed,
      channelId: id,
      channelTitle: spec.title,
      count: spec.videos ?? 12,
      topics: ['video editing', 'youtube growth', 'camera gear'],
      newest: hoursBefore(this.epoch, 245),
      cadenceDays: 7,
      typicalViews: 2_000,
    })
    const handle = spec.handle ?? `@${spec.title.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase()}`
    const channel: WorldChannel = {
      id,
      title: spec.title,
      handle: handle.startsWith('@') ? handle : `@${handle}`,
      description: '',
      publishedAt: hoursBefore(this.epoch, 16_544),
      country: 'US',
      subscriberCount: spec.subscriberCount ?? 1_000,
      videoIds: videos.map((video) => video.id),
    }
    this.addChannel(channel, videos)
    return id
  }

  channelByHandle(handle: string): WorldChannel | undefined {
    const wanted = (handle.startsWith('@') ? handle : `@${handle}`).toLowerCase()
    return [...this.channels.values()].find((channel) => channel.handle.toLowerCase() === wanted)
  }

  /** The channel whose uploads playlist this is ("UU" + the channel id's tail). */
  channelByUploads(playlistId: string): WorldChannel | undefined {
    return playlistId.startsWith('UU') ? this.channels.get(`UC${playlistId.slice(2)}`) : undefined
  }

  /** Any video YouTube would know: uploads, the public table, made-up search results, "promo…" ids. */
  video(id: string): WorldVideo | undefined {
    return this.videos.get(id) ?? publicTable.get(id) ?? this.invented.get(id) ?? (id.startsWith('promo') ? promotedVideo(id) : undefined)
  }

  /** A change made on YouTube itself (in Studio, or by YouTube), not through the API. */
  editVideo(id: string, edit: VideoEdit): WorldVideo {
    const video = this.videos.get(id)
    if (!video) throw new Error(`no upload ${id} to edit`)
    Object.assign(video, edit)
    return video
  }

  /** The creator deleted the video: every endpoint now answers as for an unknown id. */
  deleteVideo(id: string): void {
    const video = this.videos.get(id)
    if (!video) throw new Error(`no upload ${id} to delete`)
    this.videos.delete(id)
    const channel = this.channels.get(video.channelId)
    if (channel) channel.videoIds = channel.videoIds.filter((videoId) => videoId !== id)
  }

  channelVideos(channel: WorldChannel): WorldVideo[] {
    return channel.videoIds.map((id) => this.videos.get(id)).filter((video): video is WorldVideo => video !== undefined)
  }
}
