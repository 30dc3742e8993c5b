import 'server-only'

import { cacheTags } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload/client'
import type { PrivacyPolicy } from '@/payload-types'

import { cached } from './cache'

export type LegalSlug = 'privacy-policy' | 'terms-of-service'
export type LegalPage = Pick<PrivacyPolicy, 'title' | 'summary' | 'effectiveDate' | 'content' | 'updatedAt'>

export function getLegalPage(slug: LegalSlug): Promise<LegalPage> {
  return cached(
    async () => {
      const payload = await payloadClient()
      return (await payload.findGlobal({ slug, depth: 0, overrideAccess: false })) as LegalPage
    },
    `global:${slug}`,
    [cacheTags.global(slug)],
  )()
}
