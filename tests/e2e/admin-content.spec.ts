import { expect, test } from './support/fixtures'

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/environment'

test.describe('staff editing in the admin', () => {
  test('a post edited and published in the admin shows on the site right away', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(ADMIN_EMAIL)
    await page.getByLabel(/password/i).fill(ADMIN_PASSWORD)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin$/)

    const { docs } = await (await page.request.get('/api/posts?limit=1&sort=-publishedAt&depth=0&where[_status][equals]=published')).json()
    const post = docs[0] as { id: number; slug: string; title: string }
    // Warm the cache so the test proves the edit expires it.
    await page.request.get(`/blog/${post.slug}`)
    await page.request.get('/blog')

    // From the title as seeded, so that runs of this test one after another stay within its 120 characters.
    const newTitle = `${post.title.replace(/ \(updated \d+\)$/, '')} (updated ${Date.now()})`
    await page.goto(`/admin/collections/posts/${post.id}`)
    // Typing before the admin form hydrates would be lost.
    await expect(page.locator('form[data-form-ready="true"]')).toBeVisible({ timeout: 30_000 })
    const title = page.locator('#field-title')
    await title.fill(newTitle)
    // Drafts autosave 800 ms after an edit, and a click on Publish while that save is in flight can
    // be dropped: publish once the draft is saved (the admin then offers to revert to the published version).
    await expect(page.getByRole('button', { name: /revert to published/i })).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: /publish changes/i }).click()
    await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({ timeout: 20_000 })

    await expect(async () => {
      const html = await (await page.request.get(`/blog/${post.slug}`)).text()
      expect(html).toContain(newTitle.replace(/&/g, '&amp;'))
    }).toPass({ timeout: 10_000 })
    await page.goto('/blog')
    await expect(page.getByRole('link', { name: newTitle })).toBeVisible()
  })

  test('a sign-up through the REST API cannot choose its own role: it is refused, not quietly dropped', async ({ request }) => {
    const email = `reader-${Date.now()}@example.test`
    const data = { name: 'Reader', email, password: 'a long enough password' }
    const ambitious = await request.post('/api/users', { data: { ...data, roles: ['admin'] } })
    expect(ambitious.status()).toBe(400)
    expect(JSON.stringify(await ambitious.json())).toMatch(/roles/)
    // Without it, the same answer as the site's form: check your inbox (whether or not the address has an account).
    const created = await request.post('/api/users', { data })
    expect(created.status()).toBe(201)
    expect((await created.json()).message).toMatch(/we sent a confirmation link/)
  })
})
