import { createCustomer, signIn } from './support/accounts'
import { expectAtBothSizes, PHONE } from './support/fits'
import { expect, test } from './support/fixtures'
import { connectAtGoogle, consentAtGoogle, google, uniqueGoogleEmail } from './support/google'

test.describe('applying a fix on YouTube', () => {
  test.use({ viewport: PHONE })

  test('audit → a video’s analysis → edit → review the diff → grant the write scope → apply → live → undo, at 390 and 1366 px', async ({
    page,
    request,
  }) => {
    const email = uniqueGoogleEmail('apply')
    await google.addAccount({ email, name: 'Fixes Videos', channels: [{ title: 'Fixes', videos: 4 }] })
    const user = await createCustomer(request, 'apply')
    await signIn(page, user)
    await page.goto('/dashboard/channel')
    await connectAtGoogle(page, email)
    await expect(page.getByText('Your channel is connected.')).toBeVisible()

    await page.goto('/dashboard/channel/audit')
    await page.getByRole('list', { name: 'Audited videos' }).getByRole('listitem').first().getByRole('link').click()
    await expect(page.getByRole('heading', { name: 'Fix it on YouTube' })).toBeVisible()
    const videoId = new URL(page.url()).pathname.split('/').pop()!
    const original = (await google.video(videoId))!
    const title = page.getByRole('textbox', { name: 'Title' })
    await expect(title).toHaveValue(original.title)
    await expectAtBothSizes(page, 'a video’s analysis with its fix form')

    // A mistake is shown next to its field, before anything is read from YouTube.
    await title.fill('A <b> title')
    await page.getByRole('button', { name: 'Review changes' }).click()
    await expect(page.getByText('YouTube does not accept < or > in a title.')).toBeVisible()
    const fixed = 'Fixed: a clearer title'
    await title.fill(fixed)
    await page.getByRole('button', { name: 'Review changes' }).click()

    await expect(page.getByRole('heading', { name: 'Review changes' })).toBeVisible()
    await expect(page.getByText(original.title, { exact: true })).toBeVisible()
    await expect(page.getByText(fixed, { exact: true })).toBeVisible()
    expect((await google.video(videoId))!.title).toBe(original.title)
    await expectAtBothSizes(page, 'the review of the changes')

    // The first apply asks Google for the write scope, then comes back to the review.
    await page.getByRole('button', { name: 'Apply on YouTube' }).click()
    await consentAtGoogle(page, email)
    await expect(page.getByText(/TubeLift may now edit your videos/)).toBeVisible()
    await page.getByRole('button', { name: 'Apply on YouTube' }).click()

    await expect(page.getByText('The change is live on YouTube. You can undo it for 30 days.')).toBeVisible()
    expect(await google.video(videoId)).toMatchObject({
      title: fixed,
      categoryId: original.categoryId,
      description: original.description,
    })
    const history = page.getByRole('region', { name: 'Changes made from TubeLift' })
    await expect(history.getByText('Changed the title')).toBeVisible()
    await expectAtBothSizes(page, 'the applied change')

    await history.getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByText(/The change is undone/)).toBeVisible()
    expect(await google.video(videoId)).toMatchObject({ title: original.title, tags: original.tags, description: original.description })
    await expect(history.getByRole('button', { name: 'Undo' })).toHaveCount(0)
  })
})
