import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** axe's rules in that set that read colours (its `cat.color` ones): the only ones a colour theme changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * axe run in the page itself (`axe.run`), not split into a run per frame and a finish in a blank page
 * opened for it: the same rules on the same document in about half the time. What it leaves out is the
 * inside of other sites' frames (a post's YouTube embed), which is not ours to fix. Only violations are
 * reported node by node: building the passes' selectors and HTML, which nothing reads, was 15-45 % of a
 * page's scan (docs/databases.md, "CI time").
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })

/** Fails with the list of WCAG A/AA violations axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []) {
  let builder = axeOn(page).withTags(WCAG_A_AA)
  for (const selector of exclude) builder = builder.exclude(selector)
  await expectNoViolations(builder)
}

/**
 * Fails with what axe's colour rules find on the page as it is now (text contrast, links told apart
 * only by colour): for a page a full scan already checked in the other colour theme, since names,
 * roles and landmarks do not change with the theme.
 */
export async function expectNoColourViolations(page: Page) {
  await expectNoViolations(axeOn(page).withRules(COLOUR_RULES))
}

async function expectNoViolations(builder: AxeBuilder) {
  const { violations } = await builder.analyze()
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}
