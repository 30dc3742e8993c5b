/** The admin Refunds panel's calls to the staff-only refund endpoints; errors come back as their message. */

type Answer<T> = { ok: true; value: T } | { ok: false; message: string }

async function call<T>(url: string, init?: RequestInit): Promise<Answer<T>> {
  try {
    const response = await fetch(url, { credentials: 'include', headers: { 'content-type': 'application/json' }, ...init })
    const json = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } }
    if (!response.ok) return { ok: false, message: json.error?.message ?? `The server answered HTTP ${response.status}.` }
    return { ok: true, value: json }
  } catch {
    return { ok: false, message: 'The server could not be reached. Try again: the same request never refunds twice.' }
  }
}

export const issueRefund = (order: string | number, body: { rule: string; requestKey: string; expectedAmount: number; reason?: string }) =>
  call<unknown>(`/api/commerce/orders/${order}/refunds`, { method: 'POST', body: JSON.stringify(body) })

export const declineRequest = (refund: string | number, reason: string) =>
  call<unknown>(`/api/commerce/refunds/${refund}/decline`, { method: 'POST', body: JSON.stringify({ reason }) })
