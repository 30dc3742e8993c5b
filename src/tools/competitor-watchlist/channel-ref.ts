/**
 * What a creator types to watch a channel, read without calling YouTube: a channel URL
 * (youtube.com/@handle, /channel/UC…, /c/name, /user/name, with any trailing tab or query), an
 * `@handle`, a bare handle, or a channel id. `channels.list` then finds it by `forHandle`, `id` or
 * `forUsername` (decision 024).
 */
export type ChannelRef = { kind: 'handle'; handle: string } | { kind: 'id'; id: string } | { kind: 'username'; username: string }

/** YouTube channel ids: "UC" and 22 URL-safe base64 characters. */
export const CHANNEL_ID_PATTERN = /^UC[\w-]{22}$/

/** Handles are 3–30 letters, digits, underscores, hyphens and periods. */
const HANDLE_PATTERN = /^[\p{L}\p{N}_.-]{3,30}$/u

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com'])

const handleRef = (text: string): ChannelRef | null => {
  const name = text.startsWith('@') ? text.slice(1) : text
  return HANDLE_PATTERN.test(name) ? { kind: 'handle', handle: `@${name}` } : null
}

function fromUrl(url: URL): ChannelRef | null {
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  if (first.startsWith('@')) return handleRef(first)
  if (first === 'channel') return CHANNEL_ID_PATTERN.test(second) ? { kind: 'id', id: second } : null
  // A custom URL (/c/name) has no lookup of its own; most became the channel's handle in 2022.
  if (first === 'c') return handleRef(second)
  if (first === 'user') return HANDLE_PATTERN.test(second) ? { kind: 'username', username: second } : null
  return null
}

function asUrl(text: string): URL | null {
  const withScheme = /^https?:\/\//i.test(text) ? text : /^(www\.|m\.)?youtube\.com\//i.test(text) ? `https://${text}` : null
  if (!withScheme) return null
  try {
    return new URL(withScheme)
  } catch {
    return null
  }
}

/** The channel the text names, or null when it names none. */
export function parseChannelRef(input: string): ChannelRef | null {
  const text = input.trim()
  if (!text) return null
  const url = asUrl(text)
  if (url) return fromUrl(url)
  if (CHANNEL_ID_PATTERN.test(text)) return { kind: 'id', id: text }
  return handleRef(text)
}
