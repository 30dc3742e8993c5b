import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FAKE_GOOGLE_CREDENTIALS, FAKE_GOOGLE_ENV, startFakeGoogle } from '../support/fake-google'

/**
 * Sign-in with Google against the loopback fake (decision 019): a new Google user gets a confirmed
 * customer account, an existing email is never taken over, a link needs the owner, and the session
 * is Payload's own. The app reads its Google settings when first imported: point them at the fake first.
 */
const google = await startFakeGoogle({ port: 0 })
Object.assign(process.env, FAKE_GOOGLE_ENV(google.url), FAKE_GOOGLE_CREDENTIALS)

const { testPayload, createUser } = await import('./support/payload')
const { rest } = await import('./support/http')
const { fetchProfile, finishAuthorization, startAuthorization } = await import('@/lib/google/oauth')
const { SIGN_IN_SCOPES } = await import('@/lib/google/scopes')
const { googleRedirectUri, openPendingLink } = await import('@/lib/accounts/google-sign-in')
const { linkGoogle, linkPendingGoogle, signInWithGoogle } = await import('@/lib/services/accounts/google-sign-in')

const payload = await testPayload()
const password = 'correct horse battery staple'

beforeAll(async () => {
  // The first account becomes the admin; create it so the accounts below are ordinary customers.
  await createUser(payload, ['admin'])
})
afterAll(() => google.close())

let counter = 0
const newGoogleAccount = (extra: { email?: string; emailVerified?: boolean } = {}) =>
  google.addAccount({ email: extra.email ?? `maya-${++counter}-${Date.now()}@gmail.test`, name: 'Maya Chen', ...extra })

/** The whole round trip through the fake's consent, as the callback route does it. */
async function consent(account: string) {
  const { url, cookie } = await startAuthorization({ purpose: 'sign-in', redirectUri: googleRedirectUri(), scopes: SIGN_IN_SCOPES })
  const callback = new URL(google.approve(url, { account }))
  return { callback, cookie }
}

async function profileOf(account: string) {
  const { callback, cookie } = await consent(account)
  return fetchProfile(await finishAuthorization(callback.searchParams, cookie, 'sign-in'))
}

type StoredUser = Record<string, any> & { id: number | string } // eslint-disable-line @typescript-eslint/no-explicit-any
const stored = async (id: number | string) =>
  (await payload.db.findOne<StoredUser>({ collection: 'users', where: { id: { equals: id } } }))!

const meWith = (token: string) => rest('GET', '/api/users/me', { token })

describe('signing up with Google', () => {
  it('creates a confirmed customer without a password, signed in with a session of its own', async () => {
    const account = newGoogleAccount()
    const result = await signInWithGoogle(await profileOf(account.email))
    if (result.outcome !== 'signed-in') throw new Error(result.outcome)
    expect(result.created).toBe(true)
    const user = await stored(result.userId)
    expect(user).toMatchObject({ email: account.email, _verified: true, googleSubject: account.sub, hasPassword: false })
    expect(user.roles).toEqual(['customer'])
    expect(user.sessions).toHaveLength(1)

    const me = await meWith(result.token)
    expect(me.body.user).toMatchObject({ id: result.userId, email: account.email })
    // Nobody reads the Google link or the password flag through the API, the owner included.
    expect(me.body.user).not.toHaveProperty('googleSubject')
    expect(me.body.user).not.toHaveProperty('hasPassword')
  })

  it('signs the same Google account in to the same TubeLift account next time', async () => {
    const account = newGoogleAccount()
    const first = await signInWithGoogle(await profileOf(account.email))
    const second = await signInWithGoogle(await profileOf(account.email))
    expect(second).toMatchObject({ outcome: 'signed-in', userId: first.outcome === 'signed-in' ? first.userId : -1, created: false })
  })

  it('refuses a Google account whose email Google has not confirmed, creating nothing', async () => {
    const account = newGoogleAccount({ emailVerified: false })
    await expect(signInWithGoogle(await profileOf(account.email))).rejects.toMatchObject({ kind: 'email_unverified' })
    expect(await payload.db.findOne({ collection: 'users', where: { email: { equals: account.email } } })).toBeNull()
  })

  it('cannot be finished twice with the same code, nor after a refusal at Google', async () => {
    const account = newGoogleAccount()
    const { callback, cookie } = await consent(account.email)
    await finishAuthorization(callback.searchParams, cookie, 'sign-in')
    await expect(finishAuthorization(callback.searchParams, cookie, 'sign-in')).rejects.toMatchObject({ kind: 'invalid_grant' })
    const { url, cookie: denied } = await startAuthorization({
      purpose: 'sign-in',
      redirectUri: googleRedirectUri(),
      scopes: SIGN_IN_SCOPES,
    })
    const refusal = new URL(google.approve(url, { account: account.email, grant: 'deny' }))
    await expect(finishAuthorization(refusal.searchParams, denied, 'sign-in')).rejects.toMatchObject({ kind: 'access_denied' })
  })
})

describe('when Google is down', () => {
  it('says Google could not be reached, and creates nothing', async () => {
    const account = newGoogleAccount()
    const { callback, cookie } = await consent(account.email)
    google.setFault({ kind: 'failing' })
    try {
      await expect(finishAuthorization(callback.searchParams, cookie, 'sign-in')).rejects.toMatchObject({ kind: 'unavailable' })
    } finally {
      google.setFault({ kind: 'none' })
    }
    expect(await payload.db.findOne({ collection: 'users', where: { email: { equals: account.email } } })).toBeNull()
  })
})

describe('the no-takeover rule', () => {
  it('does not sign in to an account with the same email, and links only after its password sign-in', async () => {
    const owner = await createUser(payload, ['customer'], { _verified: true })
    const account = newGoogleAccount({ email: owner.email })
    const sessionsBefore = ((await stored(owner.id)).sessions ?? []).length

    const result = await signInWithGoogle(await profileOf(account.email))
    if (result.outcome !== 'link-needed') throw new Error(result.outcome)
    expect(result.email).toBe(owner.email)
    expect(await stored(owner.id)).toMatchObject({ googleSubject: null, hasPassword: true })
    expect(((await stored(owner.id)).sessions ?? []).length).toBe(sessionsBefore)

    // The waiting identity is sealed, and links only to the account it was for.
    const pending = openPendingLink(result.pendingLink)
    expect(result.pendingLink).not.toContain(account.sub)
    const stranger = await createUser(payload, ['customer'], { _verified: true })
    expect(await linkPendingGoogle(stranger, pending)).toBeNull()
    expect(await linkPendingGoogle(owner, null)).toBeNull()

    await payload.login({ collection: 'users', data: { email: owner.email, password } })
    expect(await linkPendingGoogle(owner, pending)).toBe('linked')
    expect(await stored(owner.id)).toMatchObject({ googleSubject: account.sub, googleEmail: account.email })
    expect(await signInWithGoogle(await profileOf(account.email))).toMatchObject({ outcome: 'signed-in', userId: owner.id, created: false })
  })

  it('refuses to link a Google account that already signs in to another account', async () => {
    const account = newGoogleAccount()
    const first = await signInWithGoogle(await profileOf(account.email))
    const other = await createUser(payload, ['customer'], { _verified: true })
    expect(await linkGoogle(other.id, { subject: account.sub, googleEmail: account.email })).toBe('linked-elsewhere')
    expect(await stored(other.id)).toMatchObject({ googleSubject: null })
    expect(first.outcome).toBe('signed-in')
  })
})

describe('a password for an account made with Google', () => {
  it('counts as set once the owner chooses one through "Forgot your password?"', async () => {
    const account = newGoogleAccount()
    const result = await signInWithGoogle(await profileOf(account.email))
    if (result.outcome !== 'signed-in') throw new Error(result.outcome)
    const token = await payload.forgotPassword({ collection: 'users', data: { email: account.email }, disableEmail: true })
    await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    expect(await stored(result.userId)).toMatchObject({ hasPassword: true, googleSubject: account.sub })
    await expect(payload.login({ collection: 'users', data: { email: account.email, password } })).resolves.toHaveProperty('token')
  })
})
