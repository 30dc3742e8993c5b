import { z } from 'zod'

import { AGE_MAX, AGE_MIN, AUDIENCE_INTERESTS, TARGET_COUNTRIES, type Targeting } from './targeting'

const countryCodes = TARGET_COUNTRIES.map(([code]) => code) as [string, ...string[]]

/**
 * The targeting's one schema, for the wizard, checkout and the server. Apart from the choices in
 * targeting.ts so that the promote-video page loads zod only when a visitor reviews their choices.
 */
export const targetingSchema = z
  .object({
    countries: z.array(z.enum(countryCodes, 'Choose countries from the list.')).max(10, 'Choose at most 10 countries.').default([]),
    interests: z.array(z.enum(AUDIENCE_INTERESTS, 'Choose interests from the list.')).max(5, 'Choose at most 5 interests.').default([]),
    ageMin: z.coerce.number().int().min(AGE_MIN, `Ads can target ages ${AGE_MIN} and up.`).max(AGE_MAX).default(AGE_MIN),
    ageMax: z.coerce.number().int().min(AGE_MIN).max(AGE_MAX, `The oldest age to target is ${AGE_MAX}+.`).default(AGE_MAX),
  })
  .refine((value) => value.ageMin <= value.ageMax, {
    path: ['ageMax'],
    message: 'The oldest age must be at least the youngest.',
  }) satisfies z.ZodType<Targeting>
