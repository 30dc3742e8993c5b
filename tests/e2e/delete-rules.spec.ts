import type { APIRequestContext } from '@playwright/test'

import { adminToken, signInAsAdmin } from './support/accounts'
import { expect, test, type Page } from './support/fixtures'

/**
 * Deleting in the admin what other records use (docs/delete-rules.md): the refusal's message shows,
 * the record stays, and its "Used by" panel links to what uses it.
 */
const api = () => ({ Authorization: `JWT ${adminToken()}` })

async function categoryUsedByPost(request: APIRequestContext) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const category = (await (await request.post('/api/categories', { headers: api(), data: { title: `Doomed ${stamp}` } })).json()).doc
  const { docs: authors } = await (await request.get('/api/authors?limit=1&depth=0', { headers: api() })).json()
  const { docs: illustrated } = await (
    await request.get('/api/posts?limit=1&depth=0&where[heroImage][exists]=true', { headers: api() })
  ).json()
  const content = {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: 0,
          children: [{ type: 'text', text: 'Body.', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
  const created = await request.post('/api/posts', {
    headers: api(),
    data: {
      title: `Uses the category ${stamp}`,
      excerpt: 'A post that keeps its category.',
      content,
      authors: [authors[0].id],
      categories: [category.id],
      // Dated long ago and illustrated, so it stays out of the way of tests that read the newest posts.
      publishedAt: '2020-01-01T09:00:00.000Z',
      heroImage: illustrated[0].heroImage,
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return { category: category as { id: number; title: string }, post: (await created.json()).doc as { id: number; title: string } }
}

async function deleteFromEditView(page: Page) {
  // Typing or clicking before the admin form hydrates would be lost.
  await expect(page.locator('form[data-form-ready="true"]')).toBeVisible({ timeout: 30_000 })
  await page.locator('.doc-controls__popup .popup-button').click()
  await page.locator('#action-delete').click()
  await page.locator('#confirm-action').click()
}

test.describe('deleting what other records use, in the admin', () => {
  test('a category a published post uses is refused with the post named, and its page links to the post', async ({ page, request }) => {
    test.setTimeout(90_000)
    const { category, post } = await categoryUsedByPost(request)
    await signInAsAdmin(page)
    await page.goto(`/admin/collections/categories/${category.id}`)

    const usedBy = page.getByTestId('used-by')
    await expect(usedBy).toContainText('1 post:')
    await deleteFromEditView(page)

    const toast = page.locator('.payload-toast-container').getByText(`Cannot delete the category “${category.title}”`)
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(`“${post.title}”`)
    await expect(toast).toContainText('linked under “Used by”')
    expect((await request.get(`/api/categories/${category.id}`, { headers: api() })).status()).toBe(200)

    await expect(page).toHaveURL(new RegExp(`/admin/collections/categories/${category.id}$`))
    await usedBy.getByRole('link', { name: post.title }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${post.id}$`))
    await expect(page.locator('#field-title')).toHaveValue(post.title)
  })

  test('a bulk delete from the list deletes the unused category and reports the used one', async ({ page, request }) => {
    test.setTimeout(90_000)
    const { category: used } = await categoryUsedByPost(request)
    const unused = (await (await request.post('/api/categories', { headers: api(), data: { title: `Unused ${Date.now()}` } })).json()).doc
    await signInAsAdmin(page)
    await page.goto(`/admin/collections/categories?where[id][in]=${used.id},${unused.id}`)
    await page.locator('#select-all').check()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.locator('#confirm-action').click()

    await expect(page.getByText('Deleted 1 Category')).toBeVisible()
    await expect(page.getByText(/Unable to delete 1 out of 2/)).toBeVisible()
    await expect(page.getByText(`Cannot delete the category “${used.title}”`)).toBeVisible()
    expect((await request.get(`/api/categories/${used.id}`, { headers: api() })).status()).toBe(200)
    expect((await request.get(`/api/categories/${unused.id}`, { headers: api() })).status()).toBe(404)
  })
})
