import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium'

export type FormFactor = 'mobile' | 'desktop'

export type LighthouseResult = {
  path: string
  formFactor: FormFactor
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The page asks search engines to leave it out (Lighthouse's is-crawlable audit fails). */
  noIndex: boolean
  /** Audits that lost points, for the report: "id (score)". */
  failing: string[]
}

const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

/**
 * Lighthouse with its default throttling (mobile: simulated slow 4G and a 4× slower CPU; desktop:
 * its desktop preset), in Debian's Chromium, one fresh page load per run.
 */
/**
 * Runs Lighthouse `runs` times per page and keeps the run with the median performance score, as
 * Lighthouse CI does: one run on a shared two-core machine varies by several points.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  formFactors: FormFactor[] = ['mobile', 'desktop'],
  runs = 3,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
  const results: LighthouseResult[] = []
  const audit = async (path: string, formFactor: FormFactor): Promise<LighthouseResult> => {
    const runnerResult = await lighthouse(
      `${baseUrl}${path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${path}`)
    const { categories, audits } = runnerResult.lhr
    const failing = Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable' &&
          audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => `${audit.id} (${score(audit.score)})`)
    return {
      path,
      formFactor,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      noIndex: audits['is-crawlable']?.score === 0,
      failing,
    }
  }
  try {
    for (const formFactor of formFactors) {
      for (const path of paths) {
        const attempts: LighthouseResult[] = []
        for (let i = 0; i < runs; i++) attempts.push(await audit(path, formFactor))
        attempts.sort((a, b) => a.performance - b.performance)
        results.push(attempts[Math.floor(attempts.length / 2)]!)
      }
    }
  } finally {
    chrome.kill()
  }
  return results
}
