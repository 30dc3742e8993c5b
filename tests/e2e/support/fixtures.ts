import { createHash } from 'node:crypto'

import { test as base } from '@playwright/test'

/**
 * Every test browses from its own client IP (the app trusts X-Forwarded-For from its proxy), so the
 * per-IP rate limits on sign-in and sign-up apply per test, as they would per real visitor.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const bytes = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest()
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${bytes[0]}.${bytes[1]}.${bytes[2]}` })
  },
})

export { expect } from '@playwright/test'
export type { Page } from '@playwright/test'
