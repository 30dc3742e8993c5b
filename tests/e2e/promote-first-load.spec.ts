import { fakeVideos } from '../support/youtube-fixtures'
import { expect, test } from './support/fixtures'

/** A string of zod's own (v4): a script that contains it is zod. */
const ZOD_MARKER = 'Cannot specify both `message` and `error` params'

/**
 * The promote-video wizard checks its targeting with zod (about 30 kB gzip): loading it with the page
 * made the page slower to respond on a phone, so it comes with the audience step.
 */
test('the promote-video page loads zod at the audience step, not with the page', async ({ page }) => {
  const zodScripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (body.includes(ZOD_MARKER)) zodScripts.push(response.url())
  })
  await page.goto('/all-services')
  await page.getByRole('link', { name: /Order Starter of Views campaign/ }).click()
  await page.getByLabel('YouTube video link').fill(`https://www.youtube.com/watch?v=${fakeVideos.full.id}`)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('button', { name: 'Change video' })).toBeVisible()
  expect(zodScripts).toEqual([])

  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Who should see the ads?' })).toBeVisible()
  await expect.poll(() => zodScripts.length).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Review' }).click()
  await expect(page.getByRole('heading', { name: 'Review your campaign' })).toBeVisible()
})
