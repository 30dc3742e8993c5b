import type { FirstLoadJs } from './first-load-js'
import type { LighthouseResult } from './lighthouse'
import type { LoadResult } from './support/load'

/** The performance budgets of issue #8. Where one fails, make the code faster; do not move the number. */
export const BUDGETS = {
  lighthouseMobilePerformance: 95,
  /** The thumbnail maker ships a canvas editor; its page may score lower. */
  lighthouseMobilePerformanceThumbnailMaker: 85,
  lighthouseOtherCategories: 100,
  blogFirstLoadJsGzipKb: 130,
  deepToFirstPageLatencyRatio: 1.5,
  errorsUnderLoad: 0,
} as const

export type ScaleResult = {
  label: string
  /** Median latency of an uncached render (ms) of the two pages compared. */
  baseMs: number
  comparedMs: number
  ratio: number
  /** Whether the ratio is a budgeted deep-page/first-page ratio. */
  budgeted: boolean
}

export type BudgetCheck = { budget: string; value: string; limit: string; pass: boolean }

export type BenchResults = {
  lighthouse: LighthouseResult[]
  firstLoadJs: (FirstLoadJs & { blog: boolean })[]
  scale: ScaleResult[]
  load: { app: LoadResult; baseline: LoadResult }[]
}

export function checkBudgets(results: BenchResults): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  for (const run of results.lighthouse) {
    const where = `${run.path} (${run.formFactor})`
    if (run.formFactor === 'mobile') {
      const limit = run.path.startsWith('/thumbnail-maker') ? BUDGETS.lighthouseMobilePerformanceThumbnailMaker : BUDGETS.lighthouseMobilePerformance
      checks.push({ budget: `Lighthouse performance ${where}`, value: String(run.performance), limit: `>= ${limit}`, pass: run.performance >= limit })
    }
    for (const [name, score] of [['accessibility', run.accessibility], ['best practices', run.bestPractices], ['SEO', run.seo]] as const) {
      checks.push({ budget: `Lighthouse ${name} ${where}`, value: String(score), limit: `= ${BUDGETS.lighthouseOtherCategories}`, pass: score >= BUDGETS.lighthouseOtherCategories })
    }
  }
  for (const route of results.firstLoadJs.filter((r) => r.blog)) {
    checks.push({ budget: `First-load JS ${route.path}`, value: `${route.gzipKb.toFixed(1)} kB`, limit: `<= ${BUDGETS.blogFirstLoadJsGzipKb} kB`, pass: route.gzipKb <= BUDGETS.blogFirstLoadJsGzipKb })
  }
  for (const scale of results.scale.filter((s) => s.budgeted)) {
    checks.push({ budget: `Latency ratio ${scale.label}`, value: scale.ratio.toFixed(2), limit: `<= ${BUDGETS.deepToFirstPageLatencyRatio}`, pass: scale.ratio <= BUDGETS.deepToFirstPageLatencyRatio })
  }
  for (const { app } of results.load) {
    checks.push({ budget: `Errors under load ${app.label}`, value: String(app.errors), limit: `= ${BUDGETS.errorsUnderLoad}`, pass: app.errors <= BUDGETS.errorsUnderLoad })
  }
  return checks
}
