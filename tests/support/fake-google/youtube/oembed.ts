import { htmlEscape, json, notFound, type Reply } from '../core/http'
import type { FakeContext } from '../state/context'

/** www.youtube.com/oembed: title, author and thumbnail of a public video, without an API key. */

export type OEmbedResponse = {
  title: string
  author_name: string
  author_url: string
  type: 'video'
  height: number
  width: number
  version: '1.0'
  provider_name: 'YouTube'
  provider_url: 'https://www.youtube.com/'
  thumbnail_height: number
  thumbnail_width: number
  thumbnail_url: string
  html: string
}

const VIDEO_URL_ID = /(?:[?&]v=|youtu\.be\/|\/shorts\/)([A-Za-z0-9_-]{11})/

/** "Creator Academy" → "https://www.youtube.com/@CreatorAcademy"; a channel with a handle uses it. */
function authorUrl(ctx: FakeContext, channelId: string, channelTitle: string): string {
  const handle = ctx.world.channels.get(channelId)?.handle ?? `@${channelTitle.replace(/[^\p{L}\p{N}_.-]/gu, '')}`
  return `https://www.youtube.com/${handle}`
}

export function oembed(query: URLSearchParams, ctx: FakeContext): Reply {
  const id = VIDEO_URL_ID.exec(query.get('url') ?? '')?.[1]
  const video = id ? ctx.world.video(id) : undefined
  if (!video) return notFound
  if (video.privacy === 'private') return { status: 401, headers: { 'content-type': 'text/html; charset=utf-8' }, body: 'Unauthorized' }
  const body: OEmbedResponse = {
    title: video.title,
    author_name: video.channelTitle,
    author_url: authorUrl(ctx, video.channelId, video.channelTitle),
    type: 'video',
    height: 113,
    width: 200,
    version: '1.0',
    provider_name: 'YouTube',
    provider_url: 'https://www.youtube.com/',
    thumbnail_height: 360,
    thumbnail_width: 480,
    thumbnail_url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`,
    html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${video.id}?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="${htmlEscape(video.title)}"></iframe>`,
  }
  return json(200, body, 'application/json')
}
