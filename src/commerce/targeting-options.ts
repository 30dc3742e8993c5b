import type { TargetingOptions } from '@/commerce/targeting'

/** Which targeting choices a service offers (unset means no). */
export function targetingOptions(service: {
  targeting?: { countries?: boolean | null; interests?: boolean | null; ageRange?: boolean | null } | null
}): TargetingOptions {
  return {
    countries: Boolean(service.targeting?.countries),
    interests: Boolean(service.targeting?.interests),
    ageRange: Boolean(service.targeting?.ageRange),
  }
}
