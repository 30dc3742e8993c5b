import sharp from 'sharp'

import { fakeVideos, unknownVideoId } from '../support/youtube-fixtures'
import { createCustomer, signIn } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'

const full = fakeVideos.full
const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`

test.describe('thumbnail downloader', () => {
  test('shows every size of a video and downloads the HD one as an attachment', async ({ page }) => {
    await page.goto('/thumbnail-downloader')
    await page.getByLabel('YouTube video link').fill(`https://youtu.be/${full.id}?t=42`)
    await page.getByRole('button', { name: 'Get thumbnails' }).click()
    await expect(page.getByRole('heading', { level: 2, name: full.title })).toBeVisible()
    await expect(page.getByText(full.channel).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Download .* JPG/ })).toHaveCount(5)
    await expect(page.getByRole('link', { name: 'Edit in thumbnail maker' })).toHaveAttribute('href', `/thumbnail-maker?video=${full.id}`)

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download Maximum resolution JPG' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`${full.id}-maxresdefault.jpg`)
    const meta = await sharp(await file.path()).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720])
    await expectNoAxeViolations(page)
  })

  test('marks sizes YouTube did not make as unavailable instead of showing the grey placeholder', async ({ page }) => {
    await page.goto(`/thumbnail-downloader?url=${encodeURIComponent(watch(fakeVideos.noMaxres.id))}`)
    await expect(page.getByRole('heading', { level: 2, name: fakeVideos.noMaxres.title })).toBeVisible()
    await expect(page.getByText('Not available: YouTube did not generate this size')).toHaveCount(2)
    await expect(page.getByRole('link', { name: /Download .* JPG/ })).toHaveCount(3)
  })

  test('explains bad links, private and missing videos', async ({ page }) => {
    await page.goto('/thumbnail-downloader')
    await page.getByLabel('YouTube video link').fill('https://vimeo.com/12345')
    await page.getByRole('button', { name: 'Get thumbnails' }).click()
    await expect(page.getByText('Paste a YouTube video link (youtube.com/watch?v=…')).toBeVisible()

    for (const id of [fakeVideos.privateVideo.id, unknownVideoId]) {
      await page.getByLabel('YouTube video link').fill(watch(id))
      await page.getByRole('button', { name: 'Get thumbnails' }).click()
      await expect(page.getByText('This video is private or does not exist.')).toBeVisible()
    }
  })

  test('the JSON API and the download proxy only accept known sizes of valid ids', async ({ request }) => {
    const api = await request.get(`/api/thumbnail-downloader?url=${encodeURIComponent(`youtube.com/shorts/${full.id}`)}`)
    expect(api.status()).toBe(200)
    const body = await api.json()
    expect(body.video).toMatchObject({ id: full.id, title: full.title, channel: full.channel })
    expect(body.thumbnails.map((t: { name: string }) => t.name)).toEqual([
      'maxresdefault',
      'sddefault',
      'hqdefault',
      'mqdefault',
      'default',
    ])
    expect(body.thumbnails[0].directUrl).toBe(`https://i.ytimg.com/vi/${full.id}/maxresdefault.jpg`)

    const bad = await request.get(`/api/thumbnail-downloader?url=${encodeURIComponent('https://example.com/watch?v=abc')}`)
    expect(bad.status()).toBe(400)
    expect((await bad.json()).error.fields.url).toContain('Paste a YouTube video link')

    const image = await request.get(`/api/thumbnail-downloader/${full.id}/mqdefault.webp`)
    expect(image.headers()['content-type']).toBe('image/webp')
    expect(image.headers()['content-disposition']).toBe(`attachment; filename="${full.id}-mqdefault.webp"`)
    for (const path of [
      `/api/thumbnail-downloader/${full.id}/secret.jpg`,
      '/api/thumbnail-downloader/..%2F..%2Fetc/default.jpg',
      `/api/thumbnail-downloader/${full.id}/default.png`,
      `/api/thumbnail-downloader/${fakeVideos.noMaxres.id}/maxresdefault.jpg`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })
})

test.describe('SEO analyzer', () => {
  test('scores typed-in metadata and explains each problem', async ({ page }) => {
    await page.goto('/seo-analyzer?keyword=grow%20youtube%20channel')
    await expect(page.getByRole('tab', { name: 'Type the details' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByLabel('Target keyword (optional)')).toHaveValue('grow youtube channel')
    const title = `${'a'.repeat(50)} ${'b'.repeat(50)}`
    await page.getByLabel('Title').fill(title)
    await expect(page.getByText('101/100 characters')).toBeVisible()
    await page.getByLabel('Description').fill('Short description.')
    await page.getByLabel('Tags, separated by commas').fill('youtube, growth, youtube')
    await page.getByRole('button', { name: 'Analyze' }).click()
    await expect(page.getByText(/SEO score \d+\/100/)).toBeVisible()
    await expect(page.locator('[data-check="title-length"]')).toHaveAttribute('data-status', 'fail')
    await expect(page.locator('[data-check="title-keyword"]')).toHaveAttribute('data-status', 'fail')
    await expect(page.locator('[data-check="tags-duplicates"]')).toHaveAttribute('data-status', 'warn')
    await expect(page.locator('[data-check="title-length"]').getByText('How to fix:')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('analyzes a published video from its link and offers to promote it', async ({ page }) => {
    await page.goto('/seo-analyzer')
    await page.getByLabel('YouTube video link').fill(watch(full.id))
    await page.getByLabel('Target keyword (optional)').fill('grow a youtube channel')
    await page.getByRole('button', { name: 'Analyze' }).click()
    await expect(page.getByRole('heading', { name: `Report for “${full.title}”` })).toBeVisible()
    await expect(page.locator('[data-check="video-thumbnail-resolution"]')).toHaveAttribute('data-status', 'pass')
    await expect(page.locator('[data-check="chapters"]')).toHaveAttribute('data-status', 'pass')
    await expect(page.getByRole('link', { name: 'Promote this video' })).toHaveAttribute(
      'href',
      `/promote-video?url=${encodeURIComponent(watch(full.id))}`,
    )
  })

  test('validates the API input with a message per field', async ({ request }) => {
    const response = await request.post('/api/seo-analyzer', { data: { title: '', tags: 'a,b' } })
    expect(response.status()).toBe(400)
    expect((await response.json()).error.fields.title).toBe('Enter the video title.')
    const report = await request.post('/api/seo-analyzer', {
      data: { title: 'How to edit videos faster', description: 'x'.repeat(200), tags: ['editing'], keyword: 'edit videos' },
    })
    expect(report.status()).toBe(200)
    expect((await report.json()).report.score).toBeGreaterThan(0)
    const notJson = await request.post('/api/seo-analyzer', { data: 'title=x', headers: { 'content-type': 'text/plain' } })
    expect(notJson.status()).toBe(400)
  })
})

test.describe('keyword explorer', () => {
  test('expands a seed with progress, groups, sorting and CSV export, and hands a keyword to the SEO analyzer', async ({ page }) => {
    await page.goto('/keyword-explorer')
    await page.getByLabel('Seed keyword').fill('home workout')
    await page.getByRole('button', { name: 'Explore' }).click()
    await expect(page.getByRole('heading', { name: /keyword ideas for “home workout”/ })).toBeVisible({ timeout: 30_000 })
    const rows = page.locator('tbody tr')
    expect(await rows.count()).toBeGreaterThan(30)
    await expect(page.getByText('Popularity and competition are estimates')).toBeVisible()

    await page.getByRole('button', { name: /^Questions/ }).click()
    const questionCount = await rows.count()
    expect(questionCount).toBeGreaterThan(0)
    for (const text of await rows.locator('th').allTextContents())
      expect(text).toMatch(/^(how|what|why|when|where|who|which|can|is|are|does|do|should|will)\b/)
    await page.getByRole('button', { name: /^All/ }).click()

    await page.getByRole('button', { name: 'Keyword', exact: true }).click()
    const sorted = await rows.locator('th').allTextContents()
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b)))

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: /^Export all \d+ as CSV$/ }).click()
    const csv = await (await download).createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of csv) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).toString('utf8')).toContain('keyword,score,popularity,competition')

    const first = rows.first()
    const keyword = (await first.locator('th').textContent())!
    await first.getByRole('link', { name: /Analyze a title/ }).click()
    await expect(page).toHaveURL(/\/seo-analyzer\?keyword=/)
    await expect(page.getByLabel('Target keyword (optional)')).toHaveValue(keyword)
  })

  test('says when YouTube does not answer, and marks partial results', async ({ page }) => {
    await page.goto('/keyword-explorer')
    await page.getByLabel('Seed keyword').fill('breakdown')
    await page.getByRole('button', { name: 'Explore' }).click()
    await expect(page.getByText('YouTube did not answer, try again.')).toBeVisible({ timeout: 30_000 })

    await page.getByLabel('Seed keyword').fill('flaky topic')
    await page.getByRole('button', { name: 'Explore' }).click()
    await expect(page.getByText('this list is partial')).toBeVisible({ timeout: 30_000 })
  })

  test('the JSON API validates its input', async ({ request }) => {
    const response = await request.get('/api/keyword-explorer?q=')
    expect(response.status()).toBe(400)
    expect((await response.json()).error.fields.q).toBe('Enter a keyword to explore.')
  })
})

test.describe('tools in the dashboard', () => {
  test('remember keyword searches, saved lists, SEO reports and thumbnail lookups', async ({ page, request }) => {
    test.setTimeout(120_000)
    const user = await createCustomer(request, 'toolsmith')
    await signIn(page, user)

    await page.goto('/dashboard/keyword-explorer')
    await page.getByLabel('Seed keyword').fill('video editing')
    await page.getByRole('button', { name: 'Explore' }).click()
    await expect(page.getByRole('heading', { name: /keyword ideas for “video editing”/ })).toBeVisible({ timeout: 30_000 })
    await page.locator('tbody tr').nth(0).getByRole('checkbox').check()
    await page.locator('tbody tr').nth(1).getByRole('checkbox').check()
    await page.getByLabel(/Save 2 selected keywords as a list/).fill('Editing ideas')
    await page.getByRole('button', { name: 'Save list' }).click()
    await expect(page.getByText('Saved “Editing ideas” with 2 keywords.')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('region', { name: 'Saved keyword lists' }).getByText('Editing ideas', { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Search history' }).getByText('video editing', { exact: true })).toBeVisible()

    await page.goto('/dashboard/seo-analyzer')
    await page.getByRole('tab', { name: 'Type the details' }).click()
    for (const title of ['editing tips', 'Video editing tips for beginners: 7 fast wins']) {
      await page.getByRole('textbox', { name: 'Title' }).fill(title)
      await page.getByLabel('Target keyword (optional)').fill('video editing tips')
      await page.getByRole('button', { name: 'Analyze' }).click()
      await expect(page.getByText('Saved to your reports.')).toBeVisible()
    }
    await page.reload()
    const reports = page.getByRole('region', { name: 'Your reports' })
    await reports.getByRole('checkbox').nth(0).check()
    await reports.getByRole('checkbox').nth(1).check()
    await reports.getByRole('button', { name: 'Compare the two selected' }).click()
    await expect(page.getByRole('heading', { name: 'Comparing two versions' })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Version B' })).toBeVisible()

    await page.goto(`/dashboard/thumbnail-downloader?url=${encodeURIComponent(watch(full.id))}`)
    await expect(page.getByRole('heading', { level: 2, name: full.title })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('region', { name: 'Recently looked up' }).getByText(full.title, { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('history panels list a new account’s first search, report and lookup the moment each finishes, without a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, await createCustomer(request, 'first-use'))
    let documentLoads = 0
    page.on('domcontentloaded', () => (documentLoads += 1))

    await page.goto('/dashboard/keyword-explorer')
    const searches = page.getByRole('region', { name: 'Search history' })
    await expect(searches.getByText('No searches yet')).toBeVisible()
    await page.getByLabel('Seed keyword').fill('film making')
    await page.getByRole('button', { name: 'Explore' }).click()
    await expect(page.getByRole('heading', { name: /keyword ideas for “film making”/ })).toBeVisible({ timeout: 30_000 })
    await expect(searches.getByText('film making', { exact: true })).toBeVisible()
    await expect(searches.getByText('No searches yet')).toHaveCount(0)

    await page.goto('/dashboard/seo-analyzer')
    const reports = page.getByRole('region', { name: 'Your reports' })
    await expect(reports.getByText('No reports yet')).toBeVisible()
    await page.getByRole('tab', { name: 'Type the details' }).click()
    await page.getByRole('textbox', { name: 'Title' }).fill('Film making on a budget: 5 lessons')
    await page.getByRole('button', { name: 'Analyze' }).click()
    await expect(page.getByText('Saved to your reports.')).toBeVisible()
    await expect(reports.getByText('Film making on a budget: 5 lessons', { exact: true })).toBeVisible()

    await page.goto('/dashboard/thumbnail-downloader')
    const lookups = page.getByRole('region', { name: 'Recently looked up' })
    await expect(lookups.getByText('No lookups yet')).toBeVisible()
    await page.getByLabel('YouTube video link').fill(watch(full.id))
    await page.getByRole('button', { name: 'Get thumbnails' }).click()
    await expect(page.getByRole('heading', { level: 2, name: full.title })).toBeVisible()
    await expect(lookups.getByText(full.title, { exact: true })).toBeVisible()
    // Three pages opened, none reloaded: the lists updated in place.
    expect(documentLoads).toBe(3)
  })
})
