/** YouTube video ids are 11 characters of the URL-safe base64 alphabet. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/

export const VIDEO_URL_HELP =
  'Paste a YouTube video link (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, /live/…, /embed/…) or an 11-character video ID.'

export type VideoIdResult = { ok: true; id: string } | { ok: false; message: string }

const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com'])
const HOST_PREFIXES = /^(?:www\.|m\.|music\.)/
const PATH_FORMS = new Set(['shorts', 'embed', 'live', 'v', 'e'])

function idFromUrl(url: URL): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase().replace(HOST_PREFIXES, '')
  const segments = url.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be') return segments[0] ?? null
  if (!YOUTUBE_HOSTS.has(host)) return null
  const [first, second] = segments
  if (first === 'watch' && segments.length === 1) return url.searchParams.get('v')
  if (first && PATH_FORMS.has(first) && segments.length === 2) return second ?? null
  return null
}

/** Every form a creator pastes, down to the video id; anything else says what is accepted. */
export function parseVideoId(input: string): VideoIdResult {
  const text = input.trim()
  if (VIDEO_ID_PATTERN.test(text)) return { ok: true, id: text }
  if (text.length === 0 || text.length > 2048 || /\s/.test(text)) return { ok: false, message: VIDEO_URL_HELP }
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return { ok: false, message: VIDEO_URL_HELP }
  }
  const id = idFromUrl(url)
  return id && VIDEO_ID_PATTERN.test(id) ? { ok: true, id } : { ok: false, message: VIDEO_URL_HELP }
}

export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`
}
