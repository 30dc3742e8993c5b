import { expect, type Page } from './fixtures'

/**
 * Picks an order's status in the admin and waits for the form to take it. Clicking Save right after
 * the option once saved the old status: the form's server round trip for the change was still open
 * and its answer put the earlier value back.
 */
export async function chooseOrderStatus(page: Page, label: string) {
  const formState = page
    .waitForResponse((response) => response.request().method() === 'POST' && /\/admin\/collections\/orders\/\w+/.test(response.url()), {
      // CI's loaded machine once took over 5 s to answer it: the save that followed lost its field errors.
      timeout: 30_000,
    })
    .catch(() => null)
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: label }).click()
  await formState
  await expect(page.locator('#field-status')).toContainText(label)
}
