import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'

import { creatorVideos, FAKE_YOUTUBE_ENV, fakeApiKeys, startFakeGoogle } from '../support/fake-google'

// The app reads its YouTube settings when first imported: point them at the fake before that.
const google = await startFakeGoogle({ port: 0 })
Object.assign(process.env, FAKE_YOUTUBE_ENV(google.url), { YOUTUBE_API_KEY: fakeApiKeys.valid })

const { testPayload, createUser } = await import('./support/payload')
const { seedDemoChannel } = await import('@/seed/channel')
const { keywordFitChannel, FIT_UPLOADS } = await import('@/lib/data/channel')
const { measureCompetition } = await import('@/lib/services/keyword-explorer/explore')
const { keywordFit } = await import('@/tools/keyword-explorer/fit')
const { toCsv } = await import('@/tools/keyword-explorer/csv')
const { ChannelFitNote } = await import('@/components/keyword-explorer/ChannelFitNote')
const { KeywordTable } = await import('@/components/keyword-explorer/KeywordTable')

const payload = await testPayload()
const customer = () => createUser(payload, ['customer'], { _verified: true })

afterAll(() => google.close())

// Maya Makes Videos (12,400 subscribers in the fake) holds the top results of this keyword.
const KEYWORD = 'davinci resolve color grading'
google.setSearchResults(KEYWORD, [creatorVideos.complete, creatorVideos.shortTitle, creatorVideos.noTags])

describe('keyword fit for a signed-in customer with a channel', () => {
  it('reads the demo channel’s size as its owner: subscribers and the median views of its newest public uploads', async () => {
    const owner = await customer()
    await seedDemoChannel(payload, owner.id, Date.now())
    const channel = await keywordFitChannel(owner)
    expect(channel).toMatchObject({ title: 'TubeLift Demo Channel', demo: true, uploadsCounted: FIT_UPLOADS })
    expect(channel!.size.subscribers).toBe(12_480)
    expect(channel!.size.medianViews).toBeGreaterThan(120)

    // Another customer finds no channel, even when asking for this one by id.
    const stranger = await customer()
    expect(await keywordFitChannel(stranger, channel!.id)).toBeNull()
  })

  it('measures the top results’ channels, marks each keyword with its verdict and reason, and exports it', async () => {
    const owner = await customer()
    const small = await payload.create({
      collection: 'channels',
      data: { owner: owner.id, youtubeChannelId: 'UCkeywordFitSmallChannel', title: 'Tiny Studio', subscribers: 300, status: 'active' },
      overrideAccess: true,
      depth: 0,
    })
    const channel = await keywordFitChannel(owner, small.id)
    expect(channel?.size).toEqual({ subscribers: 300, medianViews: null })

    const { competition } = await measureCompetition({ keyword: KEYWORD, hl: 'en', gl: 'US' })
    expect(competition.medianChannelSubscribers).toBe(12_400)
    const fit = keywordFit(channel!.size, { competition })
    expect(fit).toEqual({
      verdict: 'out-of-reach',
      reason: 'Top results come from channels 41× your size: the median top channel has 12.4K subscribers, you have 300',
    })

    const row = { keyword: KEYWORD, popularity: 70, appearances: 4, bestPosition: 1, wordCount: 4, groups: [], score: 50, competition }
    const fits = new Map([[KEYWORD, fit]])
    const table = renderToStaticMarkup(
      createElement(KeywordTable, {
        rows: [row],
        caption: 'Keyword ideas',
        sort: { by: 'score', direction: 'desc' },
        selected: new Set<string>(),
        measuring: { canMeasure: true, keyword: null, left: 10, measure: () => undefined },
        seoPath: '/dashboard/seo-analyzer',
        fits,
        onSort: () => undefined,
        onToggle: () => undefined,
      }),
    )
    expect(table).toContain('Fit<span class="sr-only"> to your channel</span>')
    expect(table).toContain('Out of reach')
    expect(table).toContain(fit.reason)
    expect(renderToStaticMarkup(createElement(ChannelFitNote, { channel }))).toContain('Fitting keywords to <strong')
    expect(toCsv([row], fits)).toContain(',out-of-reach,')
  })

  it('offers to connect a channel when there is none', async () => {
    const owner = await customer()
    const channel = await keywordFitChannel(owner)
    expect(channel).toBeNull()
    const note = renderToStaticMarkup(createElement(ChannelFitNote, { channel }))
    expect(note).toContain('href="/dashboard/channel"')
    expect(note).toContain('Connect your channel to see which keywords fit it')
  })
})
