import type { Route } from '@playwright/test'

import { expect, type Page } from './fixtures'

/**
 * Picks an order's status in the admin and waits for the form to take it. Clicking Save right after
 * the option once saved the old status: the form's server round trip for the change was still open
 * and its answer put the earlier value back.
 */
export async function chooseOrderStatus(page: Page, label: string) {
  const formState = page
    .waitForResponse((response) => response.request().method() === 'POST' && /\/admin\/collections\/orders\/\w+/.test(response.url()), {
      // CI's loaded machine once took over 5 s to answer it. A save's field errors no longer depend on this
      // wait (decision 017's Payload patch; campaign-delivery.spec holds the answer back on purpose).
      timeout: 30_000,
    })
    .catch(() => null)
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: label }).click()
  await formState
  await expect(page.locator('#field-status')).toContainText(label)
}

/**
 * Holds the next form-state request of the admin page at `url` (the server function the edit view
 * calls after each change) until `release`, as a slow network or a loaded server delays it. Other
 * requests pass. `release` lets it through and resolves once its answer has reached the browser.
 */
export async function holdNextFormState(page: Page, url: string) {
  let hold: (route: Route) => void = () => undefined
  const held = new Promise<Route>((resolve) => (hold = resolve))
  let taken = false
  await page.route(url, async (route) => {
    const request = route.request()
    const isFormState = request.method() === 'POST' && 'next-action' in request.headers() && request.postData()?.includes('form-state')
    if (taken || !isFormState) return route.fallback()
    taken = true
    hold(route)
  })
  return {
    /** Resolves when the form has sent the request. */
    requested: held.then(() => undefined),
    async release(): Promise<void> {
      const route = await held
      // Fetched here and handed over whole, so this resolves once the browser has the answer.
      const response = await route.fetch()
      expect(response.status()).toBe(200)
      await route.fulfill({ response })
      await page.unroute(url)
    },
  }
}
