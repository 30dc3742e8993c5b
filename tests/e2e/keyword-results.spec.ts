import { fakeVideos } from '../support/youtube-fixtures'
import { expectNoAxeViolations } from './support/axe'
import { expect, test, type Page } from './support/fixtures'

async function explore(page: Page, seed: string) {
  await page.goto('/keyword-explorer')
  await page.getByLabel('Seed keyword').fill(seed)
  await page.getByRole('button', { name: 'Explore' }).click()
  await expect(page.getByRole('heading', { name: new RegExp(`keyword ideas for “${seed}”`) })).toBeVisible({ timeout: 30_000 })
}

const keywordsShown = (page: Page) => page.locator('tbody tr th').allTextContents()

test.describe('keyword results', () => {
  test('come in pages of 50 that keep the sort and the filter, and the CSV has every row', async ({ page }) => {
    await explore(page, 'home workout')
    const total = Number((await page.getByRole('heading', { name: /keyword ideas/ }).textContent())!.match(/^(\d+)/)![1])
    expect(total).toBeGreaterThan(50)
    const pages = page.getByRole('navigation', { name: 'Keyword result pages' })
    await expect(pages.getByText(`Showing 1–50 of ${total}`)).toBeVisible()
    await expect(page.locator('tbody tr')).toHaveCount(50)

    await page.getByRole('button', { name: 'Keyword', exact: true }).click()
    const firstPage = await keywordsShown(page)
    await pages.getByRole('button', { name: /Next/ }).click()
    await expect(pages.getByText(`Showing 51–${Math.min(100, total)} of ${total}`)).toBeVisible()
    const secondPage = await keywordsShown(page)
    // Still sorted by keyword, continuing where page 1 ended.
    expect(secondPage).toEqual([...secondPage].sort((a, b) => a.localeCompare(b)))
    expect(firstPage.at(-1)!.localeCompare(secondPage[0]!)).toBeLessThan(0)
    await expect(page.getByRole('columnheader', { name: /Keyword/ })).toHaveAttribute('aria-sort', 'ascending')

    // Filtering starts again from page 1 of the matches.
    await page.getByLabel('Filter').fill('home')
    const matches = await keywordsShown(page)
    expect(matches.every((keyword) => keyword.includes('home'))).toBe(true)

    await page.getByLabel('Filter').fill('')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: `Export all ${total} as CSV` }).click()
    const chunks: Buffer[] = []
    for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer)
    const lines = Buffer.concat(chunks).toString('utf8').trim().split('\r\n')
    expect(lines).toHaveLength(total + 1)
    const header = lines[0]!.split(',')
    expect(header).toEqual(expect.arrayContaining(['competition', 'measured', 'estimate_confidence']))
    // A number in every competition cell, measured or estimated, and which one it is. (No keyword of
    // the fake's suggestions contains a comma, so splitting on commas reads the cells.)
    const cells = lines.slice(1).map((line) => line.split(','))
    expect(cells.every((cell) => /^\d{1,3}$/.test(cell[header.indexOf('competition')]!))).toBe(true)
    expect(cells.every((cell) => /^(yes|no)$/.test(cell[header.indexOf('measured')]!))).toBe(true)
    // Estimates differ by keyword instead of repeating one typical figure.
    const estimated = cells.filter((cell) => cell[header.indexOf('measured')] === 'no').map((cell) => cell[header.indexOf('competition')])
    expect(new Set(estimated).size).toBeGreaterThan(Math.min(10, estimated.length / 4))
    await expectNoAxeViolations(page)
  })

  test('"How scores work" explains in plain words first and keeps the formulas behind their own disclosure', async ({ page }) => {
    await explore(page, 'sourdough')
    const howScoresWork = page.locator('details').filter({ has: page.locator('summary', { hasText: 'How scores work' }) })
    const formulas = howScoresWork.locator('details').filter({ has: page.locator('summary', { hasText: 'The formulas' }) })
    // Any formula notation (Σ, √, log10, "w_top") on screen before the reader asks for it fails.
    const formulaText = page.getByText(/Σ|√|log10|w_top|round\(/)
    await expect(formulaText.first()).toBeAttached()
    await expect(formulaText.filter({ visible: true })).toHaveCount(0)

    await howScoresWork.locator('summary', { hasText: 'How scores work' }).click()
    await expect(howScoresWork.getByText(/^Popularity: how often and how high YouTube suggests/)).toBeVisible()
    await expect(howScoresWork.getByText(/^Competition: how crowded the top results are/)).toBeVisible()
    await expect(howScoresWork.getByText(/^Score: popularity, lowered by competition/)).toBeVisible()
    await expect(formulaText.filter({ visible: true })).toHaveCount(0)
    // Every formula sits in the nested "The formulas" disclosure, closed until opened.
    expect(
      await formulaText.evaluateAll((nodes) =>
        nodes.every((node) => node.closest('details')?.querySelector(':scope > summary')?.textContent === 'The formulas'),
      ),
    ).toBe(true)
    await expect(formulas).not.toHaveAttribute('open')

    await formulas.locator('summary').click()
    await expect(formulas.getByText(/w = Σ 1\/√position/)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('say which competition was measured, and measure any keyword on request', async ({ page }) => {
    await explore(page, 'bread baking')
    // The top few are measured by the explorer itself; the rest carry an estimate, marked as such.
    await expect(page.getByText('“est.” marks an estimate')).toBeVisible()
    await expect(page.getByText(/\d+ measurements left today/)).toBeVisible()
    const estimated = page.locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Measure competition for/ }) })
    const row = estimated.first()
    const keyword = (await row.locator('th').textContent())!
    await expect(row).toContainText('est.')

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/keyword-explorer/competition'))
    await row.getByRole('button', { name: `Measure competition for “${keyword}”` }).click()
    expect((await answer).status()).toBe(200)
    await expect(page.getByText(new RegExp(`Measured “${keyword}”: competition \\d+ of 100`))).toBeVisible()
    // Its new score may move it to another page: the filter finds it wherever it is.
    await page.getByLabel('Filter').fill(keyword)
    const measured = page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: keyword, exact: true }) })
    await expect(measured.getByRole('button', { name: /^Measure/ })).toHaveCount(0)
    await expect(measured).toContainText(/competition \d+ of 100, measured/)

    // The API checks its input like every tool API.
    const bad = await page.request.post('/api/keyword-explorer/competition', { data: { keyword: '' } })
    expect(bad.status()).toBe(400)
    expect((await bad.json()).error.fields.keyword).toBe('Choose a keyword to measure.')
  })

  test('a pasted video link offers the video’s title and tags instead of searching for the URL', async ({ page }) => {
    await page.goto('/keyword-explorer')
    await page.getByLabel('Seed keyword').fill(`https://www.youtube.com/watch?v=${fakeVideos.full.id}`)
    await page.getByRole('button', { name: 'Explore' }).click()
    const offer = page.getByRole('region', { name: /Explore keywords from “How to Grow a YouTube Channel in 2026/ })
    await expect(offer.getByRole('button', { name: 'how to grow a youtube channel in 2026 (the title)' })).toBeVisible()
    await expect(offer.getByRole('button', { name: 'youtube seo (a tag)' })).toBeVisible()
    await expect(page.locator('tbody tr')).toHaveCount(0)
    await offer.getByRole('button', { name: 'youtube seo (a tag)' }).click()
    await expect(page.getByRole('heading', { name: /keyword ideas for “youtube seo”/ })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByLabel('Seed keyword')).toHaveValue('youtube seo')
    await expect(offer).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})
