import { expectNoAxeViolations } from './support/axe'
import { linkIn, waitForEmail } from './support/email'
import { PHONE } from './support/fits'
import { expect, test } from './support/fixtures'
import { blogPaths } from './support/routes'

/**
 * Issue 39: a reader on a phone subscribes at the end of a post, picking one more topic than the
 * post's own, follows the link from the inbox, sees the confirmation with those topics, and leaves in
 * one click (decision 018).
 */
test.use({ viewport: PHONE })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('subscribe at the end of a post on a phone, confirm from the inbox, then leave', async ({ page }) => {
  // Three axe runs and first renders of a post and the preferences page.
  test.setTimeout(120_000)
  const [post] = await blogPaths(page)
  await page.goto(post!)
  const form = page.getByRole('region', { name: 'Get new guides by email' })
  await form.scrollIntoViewIfNeeded()

  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter your email address.')
  await form.getByLabel('Email').fill('not-an-address')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')

  // Folded at first: the post's own category is already chosen, and named next to the button.
  const choose = form.getByRole('button', { name: 'Choose topics' })
  await expect(choose).toHaveAttribute('aria-expanded', 'false')
  await expect(choose).not.toHaveAccessibleDescription('Topics: every topic')
  await choose.click()
  const topics = form.getByRole('group', { name: 'Topics' })
  await expect(topics.getByRole('checkbox', { checked: true })).toHaveCount(1)
  const postTopic = (await topics.getByRole('checkbox', { checked: true }).evaluate((box) => box.closest('label')!.textContent!)).trim()
  const pickedTopic = (
    await topics
      .getByRole('checkbox', { checked: false })
      .first()
      .evaluate((box) => box.closest('label')!.textContent!)
  ).trim()
  await topics.getByRole('checkbox', { name: pickedTopic, exact: true }).check()
  // Named in the list's order, whichever of the two comes first.
  const either = [`${postTopic} and ${pickedTopic}`, `${pickedTopic} and ${postTopic}`].map(escapeRegExp)
  await expect(choose).toHaveAccessibleDescription(new RegExp(`^Topics: (${either.join('|')})$`))
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page)

  const email = `e2e-reader-${Date.now()}@example.test`
  const sentAt = Date.now()
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByText('Check your inbox')).toBeVisible()
  await expectNoAxeViolations(page)

  const message = await waitForEmail(email, /Confirm your subscription/, { after: sentAt - 1000 })
  await page.goto(linkIn(message, '/subscriptions/confirm'))
  await expect(page.getByText('Your subscription is confirmed. Welcome!')).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  const chosenTopics = page.getByRole('group', { name: 'Topics' }).getByRole('checkbox', { checked: true })
  await expect(chosenTopics).toHaveCount(2)
  await expect(page.getByRole('checkbox', { name: pickedTopic, exact: true })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: postTopic, exact: true })).toBeChecked()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText('You are unsubscribed')).toBeVisible()
  // The link works once: opening it again confirms nothing.
  await page.goto(linkIn(message, '/subscriptions/confirm'))
  await expect(page.getByText('expired or was already used')).toBeVisible()
})
