import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { FAKE_GOOGLE_CREDENTIALS, FAKE_GOOGLE_ENV, startFakeGoogle } from '../support/fake-google'

// The consent keeps its state in cookies between requests: one jar, as a browser would.
const jar = vi.hoisted(() => new Map<string, string>())
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
}))

// The app reads its Google settings when first imported: point them at the fake before that.
const google = await startFakeGoogle({ port: 0 })
Object.assign(process.env, FAKE_GOOGLE_ENV(google.url), FAKE_GOOGLE_CREDENTIALS)

const { testPayload, createUser, sessionToken } = await import('./support/payload')
const { rest } = await import('./support/http')
const { startChannelConnection, finishChannelConnection } = await import('@/lib/services/channel/connect')
const { reviewSnippetChange, applySnippetChange, undoSnippetChange } = await import('@/lib/services/channel/snippet-changes')
const { getSnippetChange, listSnippetChanges } = await import('@/lib/data/snippet-changes')
const { forgetAccessToken } = await import('@/lib/channel/tokens')
const { purgeOldSnippetChanges } = await import('@/lib/channel/daily')
const { QUOTA, quotaDay } = await import('@/lib/youtube/quota')
const { YOUTUBE_WRITE_SCOPE, CHANNEL_READ_SCOPES } = await import('@/lib/google/scopes')
const { runSeoAnalysis } = await import('@/lib/services/seo-analyzer')

const payload = await testPayload()
const customer = () => createUser(payload, ['customer'], { _verified: true })
type Customer = Awaited<ReturnType<typeof customer>>

afterAll(() => google.close())
beforeEach(async () => {
  await payload.delete({ collection: 'channels', where: { id: { exists: true } }, overrideAccess: true })
  await payload.delete({ collection: 'youtube-quota', where: { id: { exists: true } }, overrideAccess: true })
  google.reset()
  jar.clear()
})

/** Connects the fake's creator for `user` and answers one of their stored videos. */
async function connectedVideo(user: Customer): Promise<string> {
  const callback = new URL(google.approve(await startChannelConnection(user), { account: 'creator', grant: 'all' }))
  expect(await finishChannelConnection(callback.searchParams)).toEqual({ notice: 'connected' })
  const { docs } = await payload.find({
    collection: 'channel-videos',
    where: { privacy: { equals: 'public' } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]!.videoId
}

const snippetOf = (videoId: string) => {
  const { title, description, tags, categoryId, defaultLanguage, defaultAudioLanguage } = google.video(videoId)!
  return { title, description, tags, categoryId, defaultLanguage, defaultAudioLanguage }
}

const fix = (videoId: string) => ({
  title: 'Edit travel videos twice as fast',
  description: snippetOf(videoId).description,
  tags: ['travel', 'editing'],
})

/** Review, then grant the write scope at the fake as the consent would: the change's id. */
async function reviewAndGrant(user: Customer, videoId: string, grant: string[] | 'all' = 'all'): Promise<number> {
  const reviewed = await reviewSnippetChange(user, videoId, fix(videoId))
  if (!('change' in reviewed)) throw new Error(`not reviewed: ${JSON.stringify(reviewed)}`)
  const first = await applySnippetChange(user, reviewed.change)
  if (!('consentUrl' in first)) throw new Error(`no consent asked: ${JSON.stringify(first)}`)
  const callback = new URL(google.approve(first.consentUrl, { account: 'creator', grant }))
  await finishChannelConnection(callback.searchParams)
  return reviewed.change
}

describe('applying a fix to a video', () => {
  it('asks for the write scope at first apply, applies only the edited fields, and undo restores exactly', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const original = snippetOf(videoId)
    const reviewed = await reviewSnippetChange(user, videoId, fix(videoId))
    expect(reviewed).toEqual({ change: expect.any(Number) })
    const change = (reviewed as { change: number }).change
    // Nothing is written at review.
    expect(snippetOf(videoId)).toEqual(original)

    const first = await applySnippetChange(user, change)
    const asked = new URL((first as { consentUrl: string }).consentUrl).searchParams
    expect(asked.get('scope')).toBe(YOUTUBE_WRITE_SCOPE)
    expect(asked.get('include_granted_scopes')).toBe('true')
    expect(asked.get('code_challenge_method')).toBe('S256')
    const callback = new URL(google.approve((first as { consentUrl: string }).consentUrl, { account: 'creator', grant: 'all' }))
    expect(await finishChannelConnection(callback.searchParams)).toEqual({
      notice: 'write_granted',
      returnTo: `/dashboard/channel/audit/${videoId}/review?change=${change}`,
    })
    const [channel] = (await payload.find({ collection: 'channels', overrideAccess: true })).docs
    expect(channel!.scopes).toEqual(expect.arrayContaining([YOUTUBE_WRITE_SCOPE, ...CHANNEL_READ_SCOPES]))

    expect(await applySnippetChange(user, change)).toEqual({ notice: 'applied' })
    expect(snippetOf(videoId)).toEqual({ ...original, title: fix(videoId).title, tags: ['travel', 'editing'] })
    const stored = (await payload.find({ collection: 'channel-videos', where: { videoId: { equals: videoId } }, overrideAccess: true }))
      .docs[0]
    expect(stored).toMatchObject({ title: fix(videoId).title, tags: ['travel', 'editing'] })
    expect((await listSnippetChanges(user, videoId)).map((item) => item.status)).toEqual(['applied'])
    // Applying twice is refused: the change is no longer in review.
    expect(await applySnippetChange(user, change)).toEqual({ notice: 'change_expired' })

    expect(await undoSnippetChange(user, change)).toEqual({ notice: 'undone' })
    expect(snippetOf(videoId)).toEqual(original)
    expect((await listSnippetChanges(user, videoId)).map((item) => item.status)).toEqual(['undone'])
  })

  it('writes once when apply or undo is sent twice at the same moment (a double click)', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const change = await reviewAndGrant(user, videoId)
    const writes = () => google.calls({ path: '/youtube/v3/videos', method: 'PUT' }).length

    const applies = await Promise.all([applySnippetChange(user, change), applySnippetChange(user, change)])
    expect(applies).toEqual(expect.arrayContaining([{ notice: 'applied' }, { notice: 'change_expired' }]))
    expect(writes()).toBe(1)

    const undos = await Promise.all([undoSnippetChange(user, change), undoSnippetChange(user, change)])
    expect(undos).toEqual(expect.arrayContaining([{ notice: 'undone' }, { notice: 'change_expired' }]))
    expect(writes()).toBe(2)
  })

  it('offers the fix from the SEO analyzer for a video of the connected channel, to its owner only', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const request = { url: videoId, keyword: undefined }
    expect((await runSeoAnalysis(request, user)).fixPath).toBe(`/dashboard/channel/audit/${videoId}`)
    expect((await runSeoAnalysis(request, await customer())).fixPath).toBeUndefined()
    expect((await runSeoAnalysis(request, null)).fixPath).toBeUndefined()
  })

  it('refuses to apply over a change made on YouTube since the review, and to undo over one made since the apply', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const change = await reviewAndGrant(user, videoId)
    google.editVideo(videoId, { title: 'Renamed in YouTube Studio' })
    expect(await applySnippetChange(user, change)).toEqual({ notice: 'snippet_conflict' })
    expect(snippetOf(videoId).title).toBe('Renamed in YouTube Studio')

    const again = await reviewSnippetChange(user, videoId, fix(videoId))
    const id = (again as { change: number }).change
    expect(await applySnippetChange(user, id)).toEqual({ notice: 'applied' })
    google.editVideo(videoId, { description: 'Rewritten in Studio' })
    expect(await undoSnippetChange(user, id)).toEqual({ notice: 'undo_conflict' })
    expect(snippetOf(videoId)).toMatchObject({ title: fix(videoId).title, description: 'Rewritten in Studio' })
  })

  it('changes nothing when the write scope is refused, the video is gone, the token revoked, or the budget spent', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const original = snippetOf(videoId)
    const refused = await reviewSnippetChange(user, videoId, fix(videoId))
    const asked = await applySnippetChange(user, (refused as { change: number }).change)
    const denied = new URL(google.approve((asked as { consentUrl: string }).consentUrl, { account: 'creator', grant: 'deny' }))
    expect(await finishChannelConnection(denied.searchParams)).toMatchObject({ notice: 'write_scope_missing' })
    const unticked = await applySnippetChange(user, (refused as { change: number }).change)
    const partial = new URL(
      google.approve((unticked as { consentUrl: string }).consentUrl, { account: 'creator', grant: [...CHANNEL_READ_SCOPES] }),
    )
    expect(await finishChannelConnection(partial.searchParams)).toMatchObject({ notice: 'write_scope_missing' })

    const change = await reviewAndGrant(user, videoId)
    // Ten units left today: the read (1) fits, the write (50) must not be made.
    await payload.update({
      collection: 'youtube-quota',
      where: { and: [{ day: { equals: quotaDay() } }, { bucket: { equals: 'units' } }] },
      data: { used: QUOTA.budget.units - 10 },
      overrideAccess: true,
    })
    expect(await applySnippetChange(user, change)).toEqual({ notice: 'quota' })
    expect(google.calls({ path: '/youtube/v3/videos', method: 'PUT' })).toHaveLength(0)
    await payload.delete({ collection: 'youtube-quota', where: { id: { exists: true } }, overrideAccess: true })

    google.revokeGrant('creator')
    forgetAccessToken((await payload.find({ collection: 'channels', overrideAccess: true })).docs[0]!.youtubeChannelId)
    expect(await applySnippetChange(user, change)).toEqual({ notice: 'needs_reconnect' })
    expect(snippetOf(videoId)).toEqual(original)
    expect((await getSnippetChange(user, change))?.status).toBe('review')
  })

  it('answers a deleted video with its message', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const change = await reviewAndGrant(user, videoId)
    google.deleteVideo(videoId)
    expect(await applySnippetChange(user, change)).toEqual({ notice: 'video_gone' })
  })

  it('forgets a write scope YouTube refuses (403 insufficientPermissions), so the next apply asks Google again', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const [channel] = (await payload.find({ collection: 'channels', overrideAccess: true })).docs
    // Recorded as granted, but the token Google issued never had it.
    await payload.update({
      collection: 'channels',
      id: channel!.id,
      data: { scopes: [...CHANNEL_READ_SCOPES, YOUTUBE_WRITE_SCOPE] },
      overrideAccess: true,
    })
    const reviewed = (await reviewSnippetChange(user, videoId, fix(videoId))) as { change: number }
    expect(await applySnippetChange(user, reviewed.change)).toEqual({ notice: 'write_scope_missing' })
    expect((await payload.findByID({ collection: 'channels', id: channel!.id, overrideAccess: true })).scopes).not.toContain(
      YOUTUBE_WRITE_SCOPE,
    )
    expect(await applySnippetChange(user, reviewed.change)).toEqual({ consentUrl: expect.any(String) })
  })

  it('shows another customer none of it and lets them do nothing with it', async () => {
    const owner = await customer()
    const videoId = await connectedVideo(owner)
    const change = await reviewAndGrant(owner, videoId)
    expect(await applySnippetChange(owner, change)).toEqual({ notice: 'applied' })
    const other = await customer()
    expect(await getSnippetChange(other, change)).toBeNull()
    expect(await listSnippetChanges(other, videoId)).toEqual([])
    expect(await undoSnippetChange(other, change)).toEqual({ notice: 'change_expired' })
    expect(await reviewSnippetChange(other, videoId, fix(videoId))).toEqual({ notice: 'change_expired' })
    const listed = await rest('GET', '/api/snippet-changes', { token: await sessionToken(payload, other) })
    expect(listed.body.docs).toEqual([])
    expect((await rest('GET', `/api/snippet-changes/${change}`, { token: await sessionToken(payload, other) })).status).toBe(404)
    expect(
      (await rest('PATCH', `/api/snippet-changes/${change}`, { token: await sessionToken(payload, owner), body: { status: 'review' } }))
        .status,
    ).toBe(403)
    expect(snippetOf(videoId).title).toBe(fix(videoId).title)
  })

  it('forgets changes after 30 days', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const change = await reviewAndGrant(user, videoId)
    expect(await purgeOldSnippetChanges(payload)).toBe(0)
    expect(await purgeOldSnippetChanges(payload, new Date(Date.now() + 31 * 86_400_000))).toBe(1)
    expect(await getSnippetChange(user, change)).toBeNull()
  })
})
