import { createCustomer, signIn } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { connectAtGoogle, google, uniqueGoogleEmail } from './support/google'

const VERDICTS = /^(Good fit|Stretch|Out of reach|Unknown)$/

test('a customer with a connected channel sees each keyword’s fit to it, with the reason, in the table and the CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueGoogleEmail('fit')
  await google.addAccount({ email, name: 'Small Creator', channels: [{ title: 'Tiny Kitchen', videos: 6, subscriberCount: 300 }] })
  await signIn(page, await createCustomer(request, 'keyword-fit'))

  // Without a channel: only a link to connect one.
  await page.goto('/dashboard/keyword-explorer')
  await expect(page.getByRole('link', { name: 'Connect your channel to see which keywords fit it' })).toHaveAttribute(
    'href',
    '/dashboard/channel',
  )

  await page.goto('/dashboard/channel')
  await connectAtGoogle(page, email)
  await expect(page.getByRole('heading', { name: 'Tiny Kitchen' })).toBeVisible()

  await page.goto('/dashboard/keyword-explorer')
  await expect(page.getByText(/Fitting keywords to Tiny Kitchen: 300 subscribers/)).toBeVisible()
  await page.getByLabel('Seed keyword').fill('meal prep')
  await page.getByRole('button', { name: 'Explore' }).click()
  await expect(page.getByRole('heading', { name: /keyword ideas for “meal prep”/ })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('columnheader', { name: 'Fit to your channel' })).toBeVisible()

  // Every row says its verdict in words; the measured ones are judged against the channel.
  const verdicts = await page.locator('tbody tr td:nth-last-child(2) > span > span:first-child').allTextContents()
  expect(verdicts.length).toBeGreaterThan(0)
  expect(
    verdicts.every((verdict) =>
      VERDICTS.test(
        verdict
          .replace(/^[✓↗✕?]/, '')
          .replace(/:$/, '')
          .trim(),
      ),
    ),
  ).toBe(true)
  expect(verdicts.some((verdict) => !verdict.includes('Unknown'))).toBe(true)
  await expectNoAxeViolations(page)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /^Export all \d+ as CSV$/ }).click()
  const chunks: Buffer[] = []
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer)
  const header = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]!
    .split(',')
  expect(header.slice(-2)).toEqual(['fit', 'fit_reason'])
})
