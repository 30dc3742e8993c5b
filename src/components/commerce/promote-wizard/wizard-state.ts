import { decodeOrderRequest, orderRequestQuery, type OrderRequestDraft } from '@/commerce/checkout'
import type { TargetingOptions } from '@/commerce/targeting'

/** The promote-video wizard's step and choices, kept in the URL so Back, a reload or a shared link keeps them. */
export type WizardState = OrderRequestDraft & { step: 1 | 2 | 3 | 4 }

export function stateFromParams(params: URLSearchParams): WizardState {
  const step = Number(params.get('step'))
  return { ...decodeOrderRequest(params), step: step >= 1 && step <= 4 ? (step as WizardState['step']) : 1 }
}

export function stateToQuery({ step, ...draft }: WizardState): string {
  return orderRequestQuery(draft, { step: String(step) })
}

/** A service as the wizard offers it: its packages and which targeting it lets the customer choose. */
export type WizardService = {
  slug: string
  name: string
  summary: string
  targeting: TargetingOptions
  packages: {
    id: string
    name: string
    price: number
    currency: string
    deliverable: string
    durationDays: number
    popular?: boolean | null
  }[]
}
