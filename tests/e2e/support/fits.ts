import { expectNoAxeViolations, expectNoColourViolations } from './axe'
import { expect, test, type Page } from './fixtures'

/*
 * How the tests at a phone's width check a page: nothing wider than the screen (wide content such as
 * tables scrolls inside its own box or becomes cards, never the page), no text cut short, axe clean as
 * the phone shows it, and the same in the dark theme.
 */

/** The page's width against the viewport's, plus what sticks out when it does not fit (for the failure message). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .filter((element) => !element.closest('[data-scroll-box], .overflow-x-auto, .overflow-auto, .overflow-hidden, .sr-only'))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`,
      )
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide }
  })
}

/** The page as it is now is no wider than the window: nothing to scroll sideways. */
export async function expectWidthFits(page: Page, label: string) {
  const result = await overflow(page)
  expect(result.scrollWidth, `${label} is ${result.scrollWidth} px wide: ${result.wide.join(', ')}`).toBeLessThanOrEqual(result.clientWidth)
}

/** The page as it is now fits the width and has no accessibility violations. */
export async function expectCurrentFits(page: Page, label: string) {
  await page.waitForLoadState('load')
  await expectWidthFits(page, label)
  await test.step(`axe: ${label}`, () => expectNoAxeViolations(page))
}

/** The page as it is now, switched to the dark theme, still fits and keeps its colour contrast; then back to light. */
async function expectCurrentFitsInTheDark(page: Page, label: string) {
  await page.emulateMedia({ colorScheme: 'dark' })
  try {
    // A colour easing from one theme to the other would be measured half way.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().flatMap((animation) => (animation instanceof CSSTransition ? [animation.finished] : []))),
    )
    await expectWidthFits(page, `${label} in the dark theme`)
    await test.step(`axe colours, dark: ${label}`, () => expectNoColourViolations(page))
  } finally {
    await page.emulateMedia({ colorScheme: 'light' })
  }
}

/** Text cut short by its box (an ellipsis, or a box that hides the rest), like the order page's “Check your Yo…”. */
export async function expectNothingCut(page: Page, label: string) {
  const cut = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('h1, h2, h3, p, a, button, dt, dd, li, span, td, th')]
      // Visually hidden text (.sr-only) is clipped on purpose: screen readers still read all of it.
      .filter(
        (element) => element.getClientRects().length > 0 && element.scrollWidth > element.clientWidth + 1 && !element.closest('.sr-only'),
      )
      .filter(
        (element) =>
          ['hidden', 'clip'].includes(getComputedStyle(element).overflowX) || getComputedStyle(element).textOverflow === 'ellipsis',
      )
      .map((element) => `${element.tagName.toLowerCase()} “${element.textContent?.trim().slice(0, 40)}”`),
  )
  expect(cut, `${label} cuts text`).toEqual([])
}

/** The two sizes the suite checks pages at: a phone's, where layout breaks first, and a laptop's. */
export const PHONE = { width: 390, height: 844 }
export const LAPTOP = { width: 1366, height: 900 }

type Size = typeof PHONE

/**
 * Runs `check` with the window widened to the laptop's size, then puts the test's size back. The server
 * renders the same page for every width and no component reads the width in script (CSS alone lays them
 * out; the thumbnail canvas's ResizeObserver follows the resize), so the wider window shows what a laptop
 * would, on the same visit (docs/databases.md, "CI time: journeys once").
 */
async function atLaptopSize(page: Page, check: () => Promise<void>) {
  const phone = page.viewportSize()!
  await page.setViewportSize(LAPTOP)
  try {
    await check()
  } finally {
    await page.setViewportSize(phone)
  }
}

/**
 * Visits `path` and checks it at the phone width the test set: it fits and is axe clean; `alsoDark`, the
 * same in the dark theme; `alsoLaptop`, then a full axe scan at 1366×900 on the same visit.
 */
export async function expectFits(page: Page, path: string, { alsoDark = false, alsoLaptop = false } = {}) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  await expectCurrentFits(page, path)
  if (alsoDark) await expectCurrentFitsInTheDark(page, path)
  if (alsoLaptop) await atLaptopSize(page, () => test.step(`axe at ${LAPTOP.width} px: ${path}`, () => expectNoAxeViolations(page)))
}

/**
 * A journey's checkpoint: the page as it is now is right at the phone's size the test runs at and at
 * the laptop's, then the journey goes on at the phone's. At each size it fits the width, `also` holds
 * (what else the layout decides, given the size), and axe finds no violation unless `axe` is false (a
 * checkpoint that only ever checked the fit).
 */
export async function expectAtBothSizes(
  page: Page,
  label: string,
  { axe = true, also }: { axe?: boolean; also?: (size: Size) => Promise<void> } = {},
) {
  const checkAt = async (size: Size) => {
    await page.waitForLoadState('load')
    await expectWidthFits(page, `${label} at ${size.width} px`)
    await also?.(size)
    if (axe) await test.step(`axe at ${size.width} px: ${label}`, () => expectNoAxeViolations(page))
  }
  await checkAt(page.viewportSize()!)
  await atLaptopSize(page, () => checkAt(LAPTOP))
}
