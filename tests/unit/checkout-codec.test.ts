import { describe, expect, it } from 'vitest'

import { stateFromParams, stateToQuery } from '@/components/commerce/promote-wizard/wizard-state'
import {
  decodeOrderRequest,
  encodeOrderRequest,
  orderRequestQuery,
  placeOrderInputFrom,
  searchParamsFrom,
  type OrderRequestDraft,
} from '@/commerce/checkout'
import { placeOrderSchema } from '@/commerce/checkout-schema'

const request: OrderRequestDraft = {
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
  service: 'views-campaign',
  package: 'pkg-1',
  targeting: { countries: ['US', 'GB'], interests: ['Music', 'Food & cooking'], ageMin: 21, ageMax: 44 },
}

function formDataOf(entries: [string, string][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('the order request codec', () => {
  it('round-trips through a query string', () => {
    expect(decodeOrderRequest(new URLSearchParams(orderRequestQuery(request)))).toEqual(request)
  })

  it('carries the unpaid order a changed package replaces from the wizard to the server', () => {
    const changed = { ...request, package: 'pkg-2', replaces: 'TL-2026-0042' }
    const wizard = stateFromParams(new URLSearchParams(stateToQuery({ ...changed, step: 3 })))
    expect(wizard.replaces).toBe('TL-2026-0042')
    const data = formDataOf([...encodeOrderRequest(wizard), ['acceptTerms', 'on']])
    expect(placeOrderSchema.parse(placeOrderInputFrom(data)).replaces).toBe('TL-2026-0042')
    expect(decodeOrderRequest(new URLSearchParams(orderRequestQuery(request)))).not.toHaveProperty('replaces')
  })

  it('round-trips through the checkout form’s fields, and the server reads what the form sent', () => {
    const data = formDataOf([...encodeOrderRequest(request), ['acceptTerms', 'on']])
    expect(decodeOrderRequest(data)).toEqual(request)
    const parsed = placeOrderSchema.parse(placeOrderInputFrom(data))
    expect(parsed).toEqual({ ...request, acceptTerms: true })
  })

  it('reads Next’s searchParams object, one value or several per key', () => {
    const params = {
      url: request.videoUrl,
      service: 'views-campaign',
      package: 'pkg-1',
      countries: ['US', 'GB'],
      interests: ['Music', 'Food & cooking'],
      ageMin: '21',
      ageMax: '44',
    }
    expect(decodeOrderRequest(searchParamsFrom(params))).toEqual(request)
  })

  it('leaves defaults out of links and fills them back in', () => {
    const minimal: OrderRequestDraft = { ...request, targeting: { countries: [], interests: [], ageMin: 18, ageMax: 65 } }
    expect(orderRequestQuery(minimal)).toBe(
      'url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ%26t%3D42&service=views-campaign&package=pkg-1',
    )
    expect(decodeOrderRequest(new URLSearchParams(orderRequestQuery(minimal)))).toEqual(minimal)
  })

  it('decodes garbage to a draft the schema rejects, never to an exception', () => {
    const draft = decodeOrderRequest(new URLSearchParams('ageMin=abc&countries=XX'))
    expect(draft.targeting.ageMin).toBe(18)
    expect(placeOrderSchema.safeParse({ ...draft, acceptTerms: true }).success).toBe(false)
    expect(placeOrderInputFrom(formDataOf(encodeOrderRequest(request))).acceptTerms).toBe(false)
  })

  it('keeps the wizard’s step beside the request in the URL', () => {
    const state = { ...request, step: 3 as const }
    expect(stateFromParams(new URLSearchParams(stateToQuery(state)))).toEqual(state)
    expect(stateFromParams(new URLSearchParams('step=9')).step).toBe(1)
  })
})
