import type { Payload } from 'payload'

import { env } from '@/lib/env'

import { hasContent, seed } from '.'

/** A fresh database gets demo content on first start: always in development, on request elsewhere. */
export async function seedOnStart(payload: Payload) {
  const enabled = env.SEED_ON_START ?? env.NODE_ENV === 'development'
  if (!enabled || process.env.NEXT_PHASE === 'phase-production-build') return
  if ((await hasContent(payload)).any) return
  await seed(payload)
}
