import { json, jsonBody, type FakeRequest, type Reply } from './core/http'
import { CONTROL_METHODS, type FakeGoogleControl } from './control'

/**
 * The control API over HTTP, for tests in another process than the fake (Playwright workers, with
 * the fake in the global setup): `POST /__fake/control {"method": "nextConsent", "args": [...]}`.
 * connectFakeGoogle(url) gives the same methods as the in-process fake, each returning a promise.
 */

export const CONTROL_PATH = '/__fake/control'

export type RemoteFakeGoogle = {
  [K in keyof FakeGoogleControl]: (...args: Parameters<FakeGoogleControl[K]>) => Promise<Awaited<ReturnType<FakeGoogleControl[K]>>>
}

type Call = { method?: unknown; args?: unknown }

const isControlMethod = (name: unknown): name is keyof FakeGoogleControl => CONTROL_METHODS.some((method) => method === name)

export function controlEndpoint(request: FakeRequest, control: FakeGoogleControl): Reply {
  const call = (jsonBody(request) ?? {}) as Call
  if (request.method !== 'POST' || !isControlMethod(call.method) || !Array.isArray(call.args)) {
    return json(400, { error: `POST {"method": one of ${CONTROL_METHODS.join(', ')}, "args": [...]}` })
  }
  try {
    const method = control[call.method] as (...args: unknown[]) => unknown
    return json(200, { result: method(...call.args) })
  } catch (error) {
    return json(400, { error: error instanceof Error ? error.message : String(error) })
  }
}

export function connectFakeGoogle(url: string): RemoteFakeGoogle {
  const invoke = async (method: string, args: unknown[]) => {
    const response = await fetch(`${url}${CONTROL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method, args }),
    })
    const answer = (await response.json()) as { result?: unknown; error?: string }
    if (!response.ok) throw new Error(`fake Google ${method}: ${answer.error}`)
    return answer.result
  }
  return Object.fromEntries(CONTROL_METHODS.map((method) => [method, (...args: unknown[]) => invoke(method, args)])) as RemoteFakeGoogle
}
