import { AGE_MAX, AGE_MIN, type Targeting } from '@/commerce/targeting'
import { allParams, firstParam, type SearchParam } from '@/lib/search-params'

/** The promote-video wizard's choices, kept in the URL so a reload or a shared link keeps them. */
export type WizardState = {
  step: 1 | 2 | 3 | 4
  videoUrl: string
  service: string
  package: string
  targeting: Targeting
}

type Params = Record<string, string | string[] | undefined>

const one = (value: SearchParam) => firstParam(value) ?? ''

export function stateFromParams(params: Params): WizardState {
  const step = Number(one(params.step))
  const age = (value: string, fallback: number) => (Number.isInteger(Number(value)) && value !== '' ? Number(value) : fallback)
  return {
    step: step >= 1 && step <= 4 ? (step as WizardState['step']) : 1,
    videoUrl: one(params.url),
    service: one(params.service),
    package: one(params.package),
    targeting: {
      countries: allParams(params.countries),
      interests: allParams(params.interests) as Targeting['interests'],
      ageMin: age(one(params.ageMin), AGE_MIN),
      ageMax: age(one(params.ageMax), AGE_MAX),
    },
  }
}

/** The query string for a state: the same keys the checkout page reads. */
export function stateToQuery(state: Omit<WizardState, 'step'> & { step?: number }): string {
  const query = new URLSearchParams()
  if (state.step) query.set('step', String(state.step))
  if (state.videoUrl) query.set('url', state.videoUrl)
  if (state.service) query.set('service', state.service)
  if (state.package) query.set('package', state.package)
  for (const country of state.targeting.countries) query.append('countries', country)
  for (const interest of state.targeting.interests) query.append('interests', interest)
  if (state.targeting.ageMin !== AGE_MIN) query.set('ageMin', String(state.targeting.ageMin))
  if (state.targeting.ageMax !== AGE_MAX) query.set('ageMax', String(state.targeting.ageMax))
  return query.toString()
}
