import { fakeVideos } from '../support/youtube-fixtures'
import { createCustomer, signIn, signInAsAdmin, type TestUser } from './support/accounts'
import { ADMIN_PASSWORD } from './support/environment'
import { expect, test } from './support/fixtures'
import { expectCurrentFits, expectFits, expectNothingCut, LAPTOP, PHONE } from './support/fits'
import { connectAtGoogle, google, uniqueGoogleEmail } from './support/google'
import { payAtCheckout } from './support/promote'
import { runningCampaignPath } from './support/routes'

/**
 * What a phone shows beyond the sweeps of every page (every-page.spec.ts): tables with their content, the
 * order wizard's steps, long names and inputs, and the menus, at 390 px wide (and a few at 1366).
 */
test.use({ viewport: PHONE })

test.describe('at 390 px wide', () => {
  test('the keyword explorer fits with its results table, which scrolls inside its own box', async ({ page }) => {
    await page.goto('/keyword-explorer?q=home%20workout')
    await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 })
    // The table's visually hidden labels sit far to the right: they must not widen the page.
    await expectCurrentFits(page, 'keyword explorer with results')
  })

  test('My orders keeps each order’s number, status, amount and date on screen, none cut off', async ({ page }) => {
    await signIn(page, { email: 'demo@tubelift.dev', password: ADMIN_PASSWORD })
    await page.goto('/dashboard/my-orders')
    const rows = page.locator('main tbody tr')
    expect(await rows.count()).toBeGreaterThan(1)
    for (const row of await rows.all()) {
      const facts = {
        number: row.getByRole('link', { name: /^TL-/ }),
        status: row.locator('td').filter({ has: page.locator('span.rounded-full') }),
        amount: row.getByText(/^[$€£][\d,]+\.\d{2}$/),
        // The date has its own column on wide screens and sits under the number on narrow ones.
        date: row.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/).filter({ visible: true }),
      }
      for (const [fact, locator] of Object.entries(facts)) {
        await expect(locator, fact).toBeVisible()
        const box = (await locator.boundingBox())!
        expect(box.x + box.width, `${fact} ends inside the screen`).toBeLessThanOrEqual(390)
        // Text that overflows its own cell is cut by the table's box: its scroll width gives it away.
        expect(await locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), `${fact} is not cut`).toBe(true)
      }
    }
  })

  test('a new customer orders a campaign on a phone: every wizard step, the checkout and both payment pages fit', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, await createCustomer(request, 'phone-buyer'))
    await page.goto('/all-services')
    await page.getByRole('link', { name: /Order Starter of Views campaign/ }).click()
    await expectCurrentFits(page, 'promote-video, the video step')
    await page.getByLabel('YouTube video link').fill(`https://www.youtube.com/watch?v=${fakeVideos.full.id}`)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('button', { name: 'Change video' })).toBeVisible()
    await expectCurrentFits(page, 'promote-video, the package step')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Who should see the ads?' })).toBeVisible()
    await expectCurrentFits(page, 'promote-video, the audience step')
    // The current step's name is bold: "Audience" once ran past its box's border.
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 })
      const steps = page.getByRole('navigation', { name: 'Steps' }).getByRole('listitem')
      const spill = await steps.evaluateAll((items) =>
        items.filter((item) => item.scrollWidth > item.clientWidth).map((item) => item.textContent),
      )
      expect(spill, `steps whose name runs past their box at ${width} px`).toEqual([])
    }
    await page.setViewportSize(PHONE)
    await page.getByLabel('United Kingdom').check()
    await page.getByRole('button', { name: 'Review' }).click()
    await expect(page.getByRole('heading', { name: 'Review your campaign' })).toBeVisible()
    await expectCurrentFits(page, 'promote-video, the review step')
    await page.getByRole('link', { name: 'Continue to checkout' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    await expectCurrentFits(page, '/checkout')
    await payAtCheckout(page)
    await expect(page.getByRole('button', { name: 'Simulate a successful payment' })).toBeVisible()
    await expectCurrentFits(page, '/payment/test')
    await page.getByRole('button', { name: 'Simulate a successful payment' }).click()
    await expect(page.getByRole('heading', { name: 'Payment received, thank you!' })).toBeVisible()
    await expectCurrentFits(page, '/payment/success')
  })

  test('long inputs wrap: a long seed’s results heading fits, and the signed-in table says it scrolls to its actions', async ({
    page,
    request,
  }) => {
    await signIn(page, await createCustomer(request, 'phone-long-seed'))
    const seed = 'unbelievablyextraordinarilylongchannelnamewithoutanyspaces tutorial'
    await page.goto(`/dashboard/keyword-explorer?q=${encodeURIComponent(seed)}`)
    await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 })
    const heading = page.getByRole('heading', { name: /keyword ideas for/ })
    expect((await heading.boundingBox())!.width).toBeLessThanOrEqual(390)
    await expectCurrentFits(page, 'keyword explorer with a long seed, signed in')
    // Measure, Words and "Analyze a title" sit past the right edge: the page says to swipe for them.
    await expect(page.getByText(/Swipe the table sideways for competition, words, Measure and Analyze a title/)).toBeVisible()
    const analyze = page.getByRole('link', { name: /^Analyze a title/ }).first()
    await analyze.scrollIntoViewIfNeeded()
    await expect(analyze).toBeInViewport()
  })

  test('the order page and the report show every column of the daily table', async ({ page }) => {
    await signIn(page, { email: 'demo@tubelift.dev', password: ADMIN_PASSWORD })
    const running = await runningCampaignPath(page)
    for (const path of [running, `${running}/report`]) {
      await page.goto(path)
      const box = page.getByRole('region', { name: 'Delivered views and YouTube’s public counter per day' })
      await expect(box.getByRole('row').nth(1)).toBeVisible()
      const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }))
      expect(scrollWidth, `${path}: the daily table is cut`).toBeLessThanOrEqual(clientWidth)
      const change = box.getByRole('columnheader', { name: 'Change' })
      expect((await change.boundingBox())!.x + (await change.boundingBox())!.width).toBeLessThanOrEqual(390)
    }
  })

  test('the wizard’s package step keeps its heading inside its card', async ({ page, request }) => {
    await signIn(page, await createCustomer(request, 'phone-legend'))
    await page.goto('/promote-video')
    await page.getByLabel('YouTube video link').fill(`https://www.youtube.com/watch?v=${fakeVideos.full.id}`)
    await page.getByRole('button', { name: 'Continue' }).click()
    const card = page.getByRole('group', { name: 'Choose a service and package' })
    await expect(card).toBeVisible()
    const [cardBox, legendBox] = [(await card.boundingBox())!, (await card.locator('legend').boundingBox())!]
    expect(legendBox.y, 'the heading starts below the card’s top border').toBeGreaterThan(cardBox.y + 8)
    expect(legendBox.x + legendBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width)
  })

  test('the header menu closes on Escape, giving focus back, and on a tap outside', async ({ page }) => {
    await page.goto('/blog')
    const menu = page.locator('details[data-menu]:has(nav[aria-label="Mobile"])')
    const button = menu.locator('summary')
    await button.click()
    await expect(menu).toHaveAttribute('open')
    await page.keyboard.press('Escape')
    await expect(menu).not.toHaveAttribute('open')
    await expect(button).toBeFocused()
    // Keyboard: Enter opens it again; a tap anywhere else closes it.
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('open')
    await page.mouse.click(20, 600)
    await expect(menu).not.toHaveAttribute('open')
  })

  test('the channel picker, channel home and audit fit, long channel names and video titles wrapping, none cut', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    // A fieldset sizes to its widest content: a long channel name once widened the picker to 651 px.
    const email = uniqueGoogleEmail('phone-picker')
    const title = 'Cooking on a budget with a rather long channel name'
    await google.addAccount({
      email,
      name: 'Long Names',
      channels: [
        { title, videos: 8 },
        { title: 'Short', videos: 3 },
      ],
    })
    await signIn(page, await createCustomer(request, 'phone-picker'))
    await page.goto('/dashboard/channel')
    await connectAtGoogle(page, email)
    await expect(page.getByRole('group', { name: 'Which channel do you want to connect?' })).toBeVisible()
    await expectCurrentFits(page, 'the channel picker')
    await expectNothingCut(page, 'the channel picker')
    await page.getByRole('radio', { name: new RegExp(title) }).check()
    await page.getByRole('button', { name: 'Connect this channel' }).click()
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    // The refresh button wraps below the name rather than squeezing it into a column a word wide.
    expect((await page.getByRole('heading', { name: title }).boundingBox())!.width).toBeGreaterThan(190)
    await expectCurrentFits(page, 'the channel home')
    await expectNothingCut(page, 'the channel home')
    await page.getByRole('link', { name: 'Audit every video' }).click()
    await page.getByRole('button', { name: 'Run the audit' }).click()
    await expect(page.getByRole('button', { name: 'Run the audit again' })).toBeVisible({ timeout: 60_000 })
    await expect(page.getByRole('list', { name: 'Audited videos' }).getByRole('listitem')).toHaveCount(8)
    await expectCurrentFits(page, 'the channel audit')
    await expectNothingCut(page, 'the channel audit')
  })

  test('the staff diagnostics page fits', async ({ page }) => {
    await signInAsAdmin(page)
    await expectFits(page, '/diagnostics')
  })

  test('the dashboard navigation reaches every section without scrolling the page', async ({ page, request }) => {
    const user: TestUser = await createCustomer(request, 'phone')
    await signIn(page, user)
    await page.goto('/dashboard')
    const nav = page.getByRole('navigation', { name: 'Dashboard' })
    for (const name of ['Overview', 'Keyword explorer', 'My orders', 'Account']) {
      const link = nav.getByRole('link', { name, exact: true })
      await expect(link).toBeVisible()
      const box = (await link.boundingBox())!
      expect(box.x + box.width, name).toBeLessThanOrEqual(390)
    }
  })
})

test.describe('at 1366 px wide', () => {
  test.use({ viewport: LAPTOP })

  test('the Tools menu closes on Escape and on a click outside', async ({ page }) => {
    await page.goto('/')
    const tools = page.getByRole('navigation', { name: 'Main' }).locator('details[data-menu]')
    await tools.locator('summary').click()
    await expect(tools.getByRole('link').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(tools).not.toHaveAttribute('open')
    await tools.locator('summary').click()
    await page.mouse.click(1300, 700)
    await expect(tools).not.toHaveAttribute('open')
  })

  test('the services page lines up each service’s Order buttons, however long each package’s note', async ({ page }) => {
    await page.goto('/all-services')
    const lists = page.locator('main section ul:has(a[href^="/promote-video?"])')
    expect(await lists.count()).toBeGreaterThan(0)
    for (const list of await lists.all()) {
      const tops = await list
        .locator('a[href^="/promote-video?"]')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top))
      expect(tops.length).toBeGreaterThan(1)
      expect(Math.max(...tops) - Math.min(...tops), 'the Order buttons of one service are level').toBeLessThan(1)
    }
  })

  test('My orders keeps each order number on one line, level with its date', async ({ page }) => {
    await signIn(page, { email: 'demo@tubelift.dev', password: ADMIN_PASSWORD })
    await page.goto('/dashboard/my-orders')
    for (const row of await page.locator('main tbody tr').all()) {
      const number = (await row.getByRole('link', { name: /^TL-/ }).boundingBox())!
      expect(number.height, 'the number is on one line').toBeLessThan(30)
      // Where the date's text starts, against the number's: cells share the row, their text must too.
      const [numberTop, placedTop] = await row.evaluate((tr) => {
        const range = document.createRange()
        range.selectNodeContents(tr.querySelector('td:last-child')!)
        return [tr.querySelector('th a')!.getBoundingClientRect().top, range.getBoundingClientRect().top]
      })
      expect(Math.abs(placedTop - numberTop), 'Placed sits at the top of the row like the number').toBeLessThan(3)
    }
  })
})
