import { readWithin } from '../bounded-read'

import { YouTubeError } from './errors'

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export type HttpPolicy = {
  /** Per attempt. */
  timeoutMs?: number
  /** Extra attempts after a 5xx answer or a network error (not after a timeout of the whole call). */
  retries?: number
  /** Bodies above this size are refused, so a misbehaving upstream cannot exhaust memory. */
  maxBytes?: number
  fetch?: FetchLike
  /** Sent with every attempt (a signed-in call's `Authorization`). */
  headers?: Record<string, string>
}

export type HttpAnswer = { status: number; headers: Headers; body: Uint8Array }

const MAX_REDIRECTS = 3

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const body = await readWithin(response.body, response.headers, maxBytes)
  if (!body) throw new YouTubeError('bad_response', `body over the ${maxBytes} bytes limit`)
  return body
}

/** One attempt: follows redirects only on the same host, so a URL we built never leads elsewhere. */
type Send = { method: string; body: string | Uint8Array; contentType: string }

async function attempt(url: string, policy: Required<HttpPolicy>, send?: Send): Promise<HttpAnswer> {
  let current = new URL(url)
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await policy.fetch(current.toString(), {
      redirect: 'manual',
      headers: send ? { ...policy.headers, 'content-type': send.contentType } : policy.headers,
      signal: AbortSignal.timeout(policy.timeoutMs),
      ...(send ? { method: send.method, body: send.body as BodyInit } : {}),
    })
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, current)
      if (next.host !== current.host) throw new YouTubeError('bad_response', `redirect to another host (${next.host}) refused`)
      current = next
      continue
    }
    return { status: response.status, headers: response.headers, body: await readCapped(response, policy.maxBytes) }
  }
  throw new YouTubeError('bad_response', 'too many redirects')
}

function isTimeout(error: unknown) {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
}

/**
 * GET with a timeout, bounded retries with backoff on 5xx and network errors, a body size cap and no
 * redirects to other hosts. 4xx answers are returned for the caller to interpret.
 */
const withDefaults = (policy: HttpPolicy): Required<HttpPolicy> => ({
  timeoutMs: 5_000,
  retries: 2,
  maxBytes: 2_000_000,
  fetch: (input, init) => fetch(input, init),
  headers: {},
  ...policy,
})

export async function getWithPolicy(url: string, policy: HttpPolicy = {}): Promise<HttpAnswer> {
  const settings = withDefaults(policy)
  let lastError: unknown
  for (let tries = 0; tries <= settings.retries; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 150 * 2 ** (tries - 1)))
    try {
      const answer = await attempt(url, settings)
      if (answer.status < 500) return answer
      lastError = new YouTubeError('unavailable', `HTTP ${answer.status}`, answer.status)
    } catch (error) {
      if (error instanceof YouTubeError) throw error
      if (isTimeout(error)) throw new YouTubeError('timeout', `no answer within ${settings.timeoutMs} ms`)
      lastError = new YouTubeError('unavailable', error instanceof Error ? error.message : 'network error')
    }
  }
  throw lastError
}

/**
 * One write (a JSON body, or an upload's bytes) with the same timeout, cap and redirect rule, never
 * retried: after a lost answer the caller reads the live state again instead of writing twice (decision 021).
 */
export async function sendBody(url: string, send: Send, policy: HttpPolicy = {}): Promise<HttpAnswer> {
  const settings = withDefaults(policy)
  try {
    return await attempt(url, settings, send)
  } catch (error) {
    if (error instanceof YouTubeError) throw error
    if (isTimeout(error)) throw new YouTubeError('timeout', `no answer within ${settings.timeoutMs} ms`)
    throw new YouTubeError('unavailable', error instanceof Error ? error.message : 'network error')
  }
}

export function sendJson(url: string, method: 'PUT' | 'POST', body: unknown, policy: HttpPolicy = {}): Promise<HttpAnswer> {
  return sendBody(url, { method, body: JSON.stringify(body), contentType: 'application/json' }, policy)
}

export function bodyText(answer: HttpAnswer): string {
  return new TextDecoder().decode(answer.body)
}

export function bodyJson<T>(answer: HttpAnswer): T {
  try {
    return JSON.parse(bodyText(answer)) as T
  } catch {
    throw new YouTubeError('bad_response', 'not JSON')
  }
}
