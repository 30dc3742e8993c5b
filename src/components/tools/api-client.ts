'use client'

/** A tool API answer as the browser sees it: the data, or the error the server described. */
export type ApiResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string; fields?: Record<string, string>; retryAfter?: number }

type ErrorBody = { error?: { message?: string; fields?: Record<string, string>; retryAfter?: number } }

export async function callApi<T>(input: string, init?: RequestInit): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(input, { ...init, headers: { accept: 'application/json', ...init?.headers } })
  } catch {
    return { ok: false, status: 0, message: 'We could not reach the server. Check your connection and try again.' }
  }
  const body = (await response.json().catch(() => null)) as (T & ErrorBody) | null
  if (response.ok && body) return { ok: true, data: body }
  return {
    ok: false,
    status: response.status,
    message: body?.error?.message ?? 'Something went wrong on our side. Please try again.',
    fields: body?.error?.fields,
    retryAfter: body?.error?.retryAfter,
  }
}
