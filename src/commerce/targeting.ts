/** Where and to whom a campaign's ads are shown. Which parts apply depends on the service. */
export const TARGET_COUNTRIES = [
  ['US', 'United States'],
  ['GB', 'United Kingdom'],
  ['CA', 'Canada'],
  ['AU', 'Australia'],
  ['IE', 'Ireland'],
  ['NZ', 'New Zealand'],
  ['IN', 'India'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['SE', 'Sweden'],
  ['PL', 'Poland'],
  ['BR', 'Brazil'],
  ['MX', 'Mexico'],
  ['AR', 'Argentina'],
  ['JP', 'Japan'],
  ['KR', 'South Korea'],
  ['PH', 'Philippines'],
  ['ID', 'Indonesia'],
  ['NG', 'Nigeria'],
  ['ZA', 'South Africa'],
  ['AE', 'United Arab Emirates'],
] as const

export const AUDIENCE_INTERESTS = [
  'Gaming',
  'Music',
  'Education',
  'Technology',
  'Beauty & fashion',
  'Fitness & health',
  'Food & cooking',
  'Travel',
  'Business & finance',
  'Comedy & entertainment',
  'Sports',
  'Parenting & family',
  'Automotive',
  'DIY & crafts',
  'Science',
] as const

export const AGE_MIN = 18
export const AGE_MAX = 65

export type TargetingOptions = { countries: boolean; interests: boolean; ageRange: boolean }

/** A campaign's audience, as checked by `targetingSchema` (targeting-schema.ts, kept apart so pages can use these without loading zod). */
export type Targeting = { countries: string[]; interests: (typeof AUDIENCE_INTERESTS)[number][]; ageMin: number; ageMax: number }

/** Keeps only the parts of the targeting the chosen service offers (the rest is reset to "any"). */
export function targetingFor(options: TargetingOptions, targeting: Targeting): Targeting {
  return {
    countries: options.countries ? targeting.countries : [],
    interests: options.interests ? targeting.interests : [],
    ageMin: options.ageRange ? targeting.ageMin : AGE_MIN,
    ageMax: options.ageRange ? targeting.ageMax : AGE_MAX,
  }
}

export function describeTargeting(targeting: Targeting): string[] {
  const names = new Map<string, string>(TARGET_COUNTRIES)
  return [
    targeting.countries.length
      ? `Countries: ${targeting.countries.map((code) => names.get(code) ?? code).join(', ')}`
      : 'Countries: worldwide',
    targeting.interests.length ? `Interests: ${targeting.interests.join(', ')}` : 'Interests: anyone who watches similar videos',
    `Ages: ${targeting.ageMin}–${targeting.ageMax === AGE_MAX ? `${AGE_MAX}+` : targeting.ageMax}`,
  ]
}
