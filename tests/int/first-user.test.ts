import { describe, expect, it } from 'vitest'

import { rest } from './support/http'
import { testPayload } from './support/payload'

/** On an empty database (this file's own), the first admin comes from the command line or /admin, never from a public sign-up. */
describe('the first account', () => {
  it('is a customer when it comes from the public sign-up', async () => {
    const payload = await testPayload()
    const created = await rest('POST', '/api/users', {
      body: { name: 'First', email: 'first@example.test', password: 'correct horse battery staple' },
      ip: '203.0.113.81',
    })
    expect(created.status).toBe(201)
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'first@example.test' } }, depth: 0 })
    expect(docs[0]?.roles).toEqual(['customer'])
  })

  it('that staff create from the command line or the admin first-user screen (access control off) becomes the admin', async () => {
    const payload = await testPayload()
    await payload.db.deleteMany({ collection: 'users', where: { id: { exists: true } } })
    const admin = await payload.create({
      collection: 'users',
      data: { name: 'Owner', email: 'owner@example.test', password: 'correct horse battery staple' } as never,
      depth: 0,
    })
    expect(admin.roles).toEqual(['admin'])
  })
})
