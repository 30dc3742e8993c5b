import { AGE_MAX, AGE_MIN, type Targeting } from './targeting'

/**
 * The order request's one encoding, shared by the wizard's URL, the checkout page's link, the
 * checkout form's fields and the server action: the same names in a query string and in form data.
 * A draft is what the browser sent, not yet validated (the wizard holds half-made ones).
 */
export type OrderRequestDraft = { service: string; package: string; videoUrl: string; replaces?: string; targeting: Targeting }

/** Read access shared by `URLSearchParams` and `FormData`. */
type Source = { get(name: string): unknown; getAll(name: string): unknown[] }

const FIELD = {
  videoUrl: 'url',
  service: 'service',
  package: 'package',
  countries: 'countries',
  interests: 'interests',
  ageMin: 'ageMin',
  ageMax: 'ageMax',
  replaces: 'replaces',
} as const

export const emptyOrderRequest: OrderRequestDraft = {
  service: '',
  package: '',
  videoUrl: '',
  targeting: { countries: [], interests: [], ageMin: AGE_MIN, ageMax: AGE_MAX },
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const age = (value: unknown, fallback: number) => {
  const raw = text(value).trim()
  return raw !== '' && Number.isInteger(Number(raw)) ? Number(raw) : fallback
}

export function decodeOrderRequest(source: Source): OrderRequestDraft {
  const replaces = text(source.get(FIELD.replaces))
  return {
    ...(replaces ? { replaces } : {}),
    videoUrl: text(source.get(FIELD.videoUrl)),
    service: text(source.get(FIELD.service)),
    package: text(source.get(FIELD.package)),
    targeting: {
      countries: source.getAll(FIELD.countries).map(text),
      interests: source.getAll(FIELD.interests).map(text) as Targeting['interests'],
      ageMin: age(source.get(FIELD.ageMin), AGE_MIN),
      ageMax: age(source.get(FIELD.ageMax), AGE_MAX),
    },
  }
}

/** Name/value pairs in a stable order; defaults are left out so links stay short. */
export function encodeOrderRequest(draft: OrderRequestDraft): [string, string][] {
  const entries: [string, string][] = []
  if (draft.videoUrl) entries.push([FIELD.videoUrl, draft.videoUrl])
  if (draft.service) entries.push([FIELD.service, draft.service])
  if (draft.package) entries.push([FIELD.package, draft.package])
  for (const country of draft.targeting.countries) entries.push([FIELD.countries, country])
  for (const interest of draft.targeting.interests) entries.push([FIELD.interests, interest])
  if (draft.targeting.ageMin !== AGE_MIN) entries.push([FIELD.ageMin, String(draft.targeting.ageMin)])
  if (draft.targeting.ageMax !== AGE_MAX) entries.push([FIELD.ageMax, String(draft.targeting.ageMax)])
  if (draft.replaces) entries.push([FIELD.replaces, draft.replaces])
  return entries
}

export function orderRequestQuery(draft: OrderRequestDraft, extra: Record<string, string> = {}): string {
  return new URLSearchParams([...Object.entries(extra), ...encodeOrderRequest(draft)]).toString()
}

/** Next's `searchParams` object as `URLSearchParams` (repeated keys arrive as arrays). */
export function searchParamsFrom(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one)
  return query
}

/** The checkout form's submission: the request plus the terms box (a checkbox sends "on"). */
export function placeOrderInputFrom(formData: FormData): OrderRequestDraft & { acceptTerms: boolean } {
  return { ...decodeOrderRequest(formData), acceptTerms: formData.get('acceptTerms') === 'on' }
}
