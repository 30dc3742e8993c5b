import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { graphql, rest } from './support/http'
import { queuedEmails } from './support/emails'
import { createUser, testPayload } from './support/payload'

/**
 * No answer tells who has an account (docs/security.md, round 2 item 4): sign-in answers an unknown
 * email, a wrong password and an unconfirmed account alike and in the same time, and sign-up answers a
 * taken address like a new one, emailing its owner instead.
 */
let payload: Payload
const password = 'correct horse battery staple'
let visitor = 0
const ip = () => `198.19.${Math.floor(++visitor / 250)}.${visitor % 250}`

beforeAll(async () => {
  payload = await testPayload()
  await createUser(payload, ['admin'])
})

/**
 * The lower quartile of response times: load on a shared machine only ever adds time, so the faster
 * answers show the work each kind really does. Without the fix an unknown email took a tenth of a
 * wrong password's time; the checks allow a factor of two either way.
 */
const quartile = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 4)]!
const similar = (a: number, b: number) => a < b * 2 && b < a * 2

describe('sign-in', () => {
  it('answers an unknown email, a wrong password and an unconfirmed account alike, in the same time', async () => {
    const confirmed = await createUser(payload, ['customer'], { _verified: true })
    const unconfirmed = await createUser(payload, ['customer'], { _verified: false })
    const attempts = {
      'wrong password': { email: confirmed.email, password: 'not the password at all' },
      'unknown email': { email: `nobody-${Date.now()}@example.test`, password: 'not the password at all' },
      'unconfirmed, right password': { email: unconfirmed.email, password },
      'unconfirmed, wrong password': { email: unconfirmed.email, password: 'not the password at all' },
    }
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(attempts).map((kind) => [kind, []]))
    const answers = new Set<string>()
    // Round after round, one of each: a busy machine slows all four kinds alike.
    for (let round = 0; round < 9; round++) {
      for (const [kind, body] of Object.entries(attempts)) {
        const started = performance.now()
        const response = await rest('POST', '/api/users/login', { body, ip: ip() })
        times[kind]!.push(performance.now() - started)
        answers.add(`${response.status} ${JSON.stringify(response.body)}`)
      }
    }
    expect([...answers]).toEqual([expect.stringMatching(/^401 .*The email or password provided is incorrect/)])
    const reference = quartile(times['wrong password']!)
    for (const [kind, measured] of Object.entries(times))
      expect(
        similar(quartile(measured), reference),
        `${kind}: ${quartile(measured).toFixed(0)} ms against ${reference.toFixed(0)} ms`,
      ).toBe(true)
  }, 180_000)
})

describe('sign-up over REST', () => {
  it('answers a taken address like a new one, and emails the owner instead', async () => {
    const owner = await createUser(payload, ['customer'], { _verified: true })
    const signUp = (email: string) =>
      rest('POST', '/api/users', { body: { name: 'Someone', email, password: 'another long passphrase' }, ip: ip() })
    const fresh = `fresh-${Date.now()}@example.test`
    const forNew = await signUp(fresh)
    const forTaken = await signUp(owner.email)
    expect(forNew.status).toBe(201)
    expect(forTaken.status).toBe(201)
    expect(forTaken.body).toEqual({ message: forNew.body.message.replace(fresh, owner.email) })
    expect(queuedEmails(owner.email).map((email) => email.subject)).toEqual(['You already have a TubeLift account'])
    expect(queuedEmails(fresh).map((email) => email.subject)).toEqual(['Confirm your email for TubeLift'])
    const [created] = (await payload.find({ collection: 'users', where: { email: { equals: fresh } }, depth: 0 })).docs
    expect(created).toMatchObject({ roles: ['customer'], _verified: false })
  })

  it('takes about as long for a taken address as for a new one', async () => {
    const taken = await Promise.all(Array.from({ length: 4 }, () => createUser(payload, ['customer'], { _verified: true })))
    const times = { new: [] as number[], taken: [] as number[] }
    for (const [i, owner] of [...taken, ...taken].entries()) {
      for (const [kind, email] of [
        ['new', `timed-${i}-${Date.now()}@example.test`],
        ['taken', owner.email],
      ] as const) {
        const started = performance.now()
        await rest('POST', '/api/users', { body: { name: 'Timed', email, password: 'another long passphrase' }, ip: ip() })
        times[kind].push(performance.now() - started)
      }
    }
    expect(similar(quartile(times.taken), quartile(times.new)), `${quartile(times.taken)} ms against ${quartile(times.new)} ms`).toBe(true)
  }, 120_000)

  it('refuses what the form does not send (a role, a confirmed email) instead of dropping it', async () => {
    const response = await rest('POST', '/api/users', {
      body: { name: 'Ambitious', email: `ambitious-${Date.now()}@example.test`, password: 'another long passphrase', roles: ['admin'] },
      ip: ip(),
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toMatch(/roles/)
  })

  it('is not open through GraphQL without a session, which would tell a taken address', async () => {
    const response = await graphql(
      'mutation($email: String!) { createUser(data: { name: "X", email: $email, password: "another long passphrase", roles: customer }) { id } }',
      { email: `graphql-${Date.now()}@example.test` },
      { ip: ip() },
    )
    expect(response.body.errors[0].message).toMatch(/sign-up page|POST \/api\/users/)
  })
})
