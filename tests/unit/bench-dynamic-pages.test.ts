import { describe, expect, it } from 'vitest'

import { checkDynamicPages, DYNAMIC_PAGES_TODAY, type DynamicPageResult } from '../../bench/budgets'

const load = (label: string, requestsPerSecond: number, p50 = 100, p99 = 300) => ({
  label,
  requestsPerSecond,
  p50,
  p99,
  errors: 0,
  non2xx: 0,
  requests: requestsPerSecond * 10,
  warmupRequests: requestsPerSecond * 3,
})

const page = (label: string, requestsPerSecond: number, p99 = 300): DynamicPageResult => ({
  app: load(label, requestsPerSecond, 100, p99),
  ceiling: load('GET /dynamic (empty Next.js page)', 600),
})

const verdicts = (result: DynamicPageResult) => checkDynamicPages([result]).map((check) => [check.budget, check.pass])

describe("issue 37's budget for pages rendered per request", () => {
  const overview = 'GET /dashboard (signed in)'
  const today = DYNAMIC_PAGES_TODAY[overview]!

  it('passes a page at twice its requests a second of today with p99 within 4 × p50, and reports its share of the empty page', () => {
    const checks = checkDynamicPages([page(overview, today * 2)])
    expect(checks.every((check) => check.pass)).toBe(true)
    expect(checks[0]!.value).toContain(`${(((today * 2) / 600) * 100).toFixed(1)} % of the empty page`)
  })

  it('fails a page below twice today, or with a long tail', () => {
    expect(verdicts(page(overview, today * 2 - 1))).toEqual([
      [`Requests per second ${overview}`, false],
      [`p99 / p50 ${overview}`, true],
    ])
    expect(verdicts(page(overview, today * 3, 401))).toEqual([
      [`Requests per second ${overview}`, true],
      [`p99 / p50 ${overview}`, false],
    ])
  })

  it('fails a page with no figure of today rather than passing it unmeasured', () => {
    expect(checkDynamicPages([page('GET /dashboard/new-page (signed in)', 10_000)])[0]).toMatchObject({ pass: false })
  })
})
