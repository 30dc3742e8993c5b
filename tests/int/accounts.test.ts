import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { graphql, rest } from './support/http'
import { createUser, testPayload } from './support/payload'

let payload: Payload
const password = 'correct horse battery staple'

beforeAll(async () => {
  payload = await testPayload()
  // The first account becomes the admin; create it so the accounts below are ordinary customers.
  await createUser(payload, ['admin'])
})

let counter = 0
const email = (label: string) => `${label}-${++counter}-${Date.now()}@example.test`

async function signUp(address: string, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'users',
    data: { name: 'New Customer', email: address, password, ...extra } as never,
    overrideAccess: false,
    disableVerificationEmail: true,
    depth: 0,
  })
}

async function verificationToken(id: number) {
  const user = await payload.findByID({ collection: 'users', id, showHiddenFields: true, depth: 0 })
  return user._verificationToken as string
}

async function verifiedCustomer(label: string): Promise<{ user: User; token: string }> {
  const address = email(label)
  const user = await signUp(address)
  await payload.verifyEmail({ collection: 'users', token: await verificationToken(user.id) })
  const { token } = await payload.login({ collection: 'users', data: { email: address, password } })
  return { user: user as User, token: token! }
}

describe('registration and verification', () => {
  it('creates an unverified customer, and refuses a sign-up that asks for a role or a confirmed email (round 2 item 8)', async () => {
    const created = await signUp(email('new'))
    const user = await payload.findByID({ collection: 'users', id: created.id, depth: 0 })
    expect(user.roles).toEqual(['customer'])
    expect(user._verified).toBe(false)
    await expect(signUp(email('ambitious'), { roles: ['admin'], _verified: true })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'roles' }), expect.objectContaining({ path: '_verified' })] },
    })
  })

  it('refuses sign-in until the email is confirmed', async () => {
    const address = email('unverified')
    const user = await signUp(address)
    // The same refusal as a wrong password (round 2 item 4): the sign-in form offers the confirmation email again.
    await expect(payload.login({ collection: 'users', data: { email: address, password } })).rejects.toThrow(/email or password/i)
    await payload.verifyEmail({ collection: 'users', token: await verificationToken(user.id) })
    const result = await payload.login({ collection: 'users', data: { email: address, password } })
    expect(result.token).toBeTruthy()
  })

  it('refuses a second account with the same email', async () => {
    const address = email('twice')
    await signUp(address)
    await expect(signUp(address.toUpperCase())).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'email' })] } })
  })
})

describe('lockout', () => {
  it("locks sign-in per account and client: a stranger's wrong passwords never lock the owner out", async () => {
    const { user } = await verifiedCustomer('locked')
    const attempt = (pass: string, ip: string) => rest('POST', '/api/users/login', { body: { email: user.email, password: pass }, ip })
    const stranger = '198.51.100.66'
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await attempt('wrong password', stranger)).status)
    expect(statuses.at(-1)).toBe(429)
    // The stranger stays locked out even with the right password; the owner, elsewhere, is not.
    expect((await attempt(password, stranger)).status).toBe(429)
    expect((await attempt(password, '198.51.100.67')).status).toBe(200)
  })
})

describe('password reset', () => {
  it('uses a token once', async () => {
    const { user } = await verifiedCustomer('reset')
    const token = await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: true })
    await payload.resetPassword({ collection: 'users', data: { token: token!, password: 'the new passphrase' }, overrideAccess: true })
    await expect(
      payload.resetPassword({ collection: 'users', data: { token: token!, password: 'another passphrase' }, overrideAccess: true }),
    ).rejects.toThrow()
    const result = await payload.login({ collection: 'users', data: { email: user.email, password: 'the new passphrase' } })
    expect(result.token).toBeTruthy()
  })

  it('expires within an hour', async () => {
    const { user } = await verifiedCustomer('expired')
    const token = await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: true })
    const stored = await payload.findByID({ collection: 'users', id: user.id, showHiddenFields: true, depth: 0 })
    const lifetime = Date.parse(stored.resetPasswordExpiration!) - Date.now()
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000)
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
      depth: 0,
    })
    await expect(
      payload.resetPassword({ collection: 'users', data: { token: token!, password: 'too late passphrase' }, overrideAccess: true }),
    ).rejects.toThrow()
  })
})

describe('one customer cannot reach another', () => {
  let alice: { user: User; token: string }
  let bob: { user: User; token: string }

  beforeAll(async () => {
    alice = await verifiedCustomer('alice')
    bob = await verifiedCustomer('bob')
  })

  it('through the Local API with access control on', async () => {
    await expect(
      payload.findByID({ collection: 'users', id: bob.user.id, user: alice.user, overrideAccess: false, depth: 0 }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'users', id: bob.user.id, data: { name: 'Hacked' }, user: alice.user, overrideAccess: false, depth: 0 }),
    ).rejects.toThrow()
  })

  it('through REST', async () => {
    // Access control narrows the query, so another user's document reads as missing (no hint it exists).
    expect((await rest('GET', `/api/users/${bob.user.id}`, { token: alice.token })).status).toBe(404)
    const list = await rest('GET', '/api/users', { token: alice.token })
    expect(list.body.docs.map((d: User) => d.id)).toEqual([alice.user.id])
    expect([403, 404]).toContain(
      (await rest('PATCH', `/api/users/${bob.user.id}`, { token: alice.token, body: { name: 'Hacked' } })).status,
    )
    expect([403, 404]).toContain((await rest('DELETE', `/api/users/${bob.user.id}`, { token: alice.token })).status)
    expect((await rest('GET', `/api/users/${bob.user.id}`)).status).toBe(403)
  })

  it('through GraphQL', async () => {
    const read = await graphql('query($id: Int!) { User(id: $id) { email } }', { id: bob.user.id }, { token: alice.token })
    expect(read.body.data?.User ?? null).toBeNull()
    expect(read.body.errors?.[0]?.message).toMatch(/not allowed|not found/i)
    const update = await graphql(
      'mutation($id: Int!) { updateUser(id: $id, data: { name: "Hacked" }) { name } }',
      { id: bob.user.id },
      { token: alice.token },
    )
    expect(update.body.errors?.[0]?.message).toMatch(/not allowed|not found/i)
    const stored = await payload.findByID({ collection: 'users', id: bob.user.id, depth: 0 })
    expect(stored.name).not.toBe('Hacked')
  })

  it('cannot raise its own role or verify others, through REST or GraphQL: refused with a field error, not "updated" (round 2 item 8)', async () => {
    const patched = await rest('PATCH', `/api/users/${alice.user.id}`, { token: alice.token, body: { roles: ['admin'] } })
    expect(patched.status).toBe(400)
    expect(patched.body.errors[0].data.errors).toEqual([
      expect.objectContaining({ path: 'roles', message: 'Only an admin can change roles.' }),
    ])
    const viaGraphql = await graphql(
      'mutation($id: Int!) { updateUser(id: $id, data: { roles: admin }) { roles } }',
      { id: alice.user.id },
      { token: alice.token },
    )
    expect(viaGraphql.body.data?.updateUser ?? null).toBeNull()
    expect(viaGraphql.body.errors?.[0]?.message).toMatch(/roles/i)
    expect((await payload.findByID({ collection: 'users', id: alice.user.id, depth: 0 })).roles).toEqual(['customer'])
    // Sending the roles it already has is no change, and passes (the admin sends whole documents).
    expect(
      (await rest('PATCH', `/api/users/${alice.user.id}`, { token: alice.token, body: { roles: ['customer'], name: 'Alice' } })).status,
    ).toBe(200)
    const created = await rest('POST', '/api/users', {
      token: alice.token,
      body: { name: 'Sock puppet', email: email('puppet'), password, _verified: true },
    })
    expect(created.status).toBe(400)
    expect(created.body.errors[0].data.errors).toEqual([expect.objectContaining({ path: '_verified' })])
  })

  it('cannot change the password or email without the account page checking the password', async () => {
    const password_ = await rest('PATCH', `/api/users/${alice.user.id}`, {
      token: alice.token,
      body: { password: 'taken over passphrase' },
    })
    expect(password_.status).toBe(403)
    const emailChange = await rest('PATCH', `/api/users/${alice.user.id}`, { token: alice.token, body: { email: 'attacker@example.test' } })
    expect(emailChange.status).toBe(400)
    expect(emailChange.body.errors[0].data.errors).toEqual([
      expect.objectContaining({ path: 'email', message: expect.stringMatching(/account page/) }),
    ])
    const stored = await payload.findByID({ collection: 'users', id: alice.user.id, depth: 0 })
    expect(stored.email).toBe(alice.user.email)
  })
})

describe('rate limits', () => {
  it('answer 429 with Retry-After on repeated password reset requests for one email', async () => {
    const { user } = await verifiedCustomer('flood')
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 5; i++) {
      const response = await rest('POST', '/api/users/forgot-password', { body: { email: user.email }, ip: `192.0.2.${i}` })
      statuses.push(response.status)
      retryAfter ??= response.headers.get('retry-after')
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200])
    expect(statuses.slice(3)).toEqual([429, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
  })

  it('limit sign-ups per IP', async () => {
    const ip = '198.51.100.7'
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push((await rest('POST', '/api/users', { ip, body: { name: 'Bot', email: email('bot'), password } })).status)
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.at(-1)).toBe(429)
  })
})
