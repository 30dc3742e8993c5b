import type { Payload } from 'payload'

import { env } from '@/lib/env'

/** A fresh database gets demo content on first start: always in development, on request elsewhere. */
export async function seedOnStart(payload: Payload) {
  const enabled = env.SEED_ON_START ?? env.NODE_ENV === 'development'
  if (!enabled || process.env.NEXT_PHASE === 'phase-production-build') return
  // Loaded here rather than imported at the top: the config imports this file, and the seed (with
  // its Markdown converter) is only needed when seeding may happen.
  const { hasContent, seed } = await import('./index')
  if ((await hasContent(payload)).any) return
  await seed(payload)
}
