import { YouTubeError } from './errors'
import { bodyText, getWithPolicy, type HttpPolicy } from './http'

/**
 * YouTube search suggestions (the search box's autocomplete). Unofficial: `client=youtube&ds=yt`
 * answers JSONP, `window.google.ac.h(["q",[["suggestion",0,[…]],…],{…}])`; other clients answer
 * JSON `["q",["suggestion",…]]`. Both are parsed defensively.
 */
export function suggestUrl(baseUrl: string, query: string, { hl, gl }: { hl: string; gl: string }): string {
  const params = new URLSearchParams({ client: 'youtube', ds: 'yt', q: query, hl, gl })
  return `${baseUrl}/complete/search?${params}`
}

const JSONP = /^[\s;]*[\w.$]+\(([\s\S]*)\)[\s;]*$/

function suggestionText(entry: unknown): string | null {
  if (typeof entry === 'string') return entry
  if (Array.isArray(entry) && typeof entry[0] === 'string') return entry[0]
  return null
}

export function parseSuggestions(body: string): string[] {
  const trimmed = body.trim()
  const json = JSONP.exec(trimmed)?.[1] ?? trimmed
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    throw new YouTubeError('bad_response', 'suggestions were neither JSON nor JSONP')
  }
  if (!Array.isArray(data) || !Array.isArray(data[1])) throw new YouTubeError('bad_response', 'unexpected suggestion format')
  return data[1].map(suggestionText).filter((s): s is string => Boolean(s?.trim()))
}

export async function fetchSuggestions(
  query: string,
  options: { baseUrl: string; hl: string; gl: string } & HttpPolicy,
): Promise<string[]> {
  const { baseUrl, hl, gl, ...policy } = options
  const answer = await getWithPolicy(suggestUrl(baseUrl, query, { hl, gl }), { maxBytes: 200_000, timeoutMs: 3_000, retries: 1, ...policy })
  if (answer.status !== 200) throw new YouTubeError('unavailable', `suggest answered HTTP ${answer.status}`, answer.status)
  return parseSuggestions(bodyText(answer))
}
