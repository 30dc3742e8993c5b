import { describe, expect, it, vi } from 'vitest'

/**
 * Seeding and the first account on an empty database of a production server (item 14 of the
 * security review, docs/security.md): nothing is seeded unless asked, the seeded accounts do not
 * share the admin's password, no password reaches the log, and the public sign-up never creates an
 * admin. The environment is read when the app's modules load, so it is set before they are imported.
 */
const ADMIN_PASSWORD = 'production-admin-password-1'
vi.stubEnv('NODE_ENV', 'production')
vi.stubEnv('SEED_ON_START', '')
vi.stubEnv('SEED_ADMIN_PASSWORD', ADMIN_PASSWORD)
vi.stubEnv('SEED_DEMO_PASSWORD', '')

const { testPayload } = await import('./support/payload')
const { rest } = await import('./support/http')
const { seedAccounts } = await import('@/seed')

const payload = await testPayload()

describe('an empty production database', () => {
  it('is not seeded on start unless asked (SEED_ON_START)', async () => {
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'posts' })).totalDocs).toBe(0)
  })

  it('gets a customer, not an admin, from the first public sign-up', async () => {
    const created = await rest('POST', '/api/users', {
      body: { name: 'First', email: 'first@example.test', password: 'correct horse battery staple' },
      ip: '203.0.113.82',
    })
    expect(created.status).toBe(201)
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'first@example.test' } }, depth: 0 })
    expect(docs[0]?.roles).toEqual(['customer'])
  })

  it('seeds accounts with passwords of their own and prints none of them', async () => {
    const logged: string[] = []
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(payload.logger, level).mockImplementation(((...args: unknown[]) => void logged.push(JSON.stringify(args))) as never),
    )
    try {
      await seedAccounts(payload)
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    const signIn = (email: string) => rest('POST', '/api/users/login', { body: { email, password: ADMIN_PASSWORD }, ip: '203.0.113.83' })
    expect((await signIn('admin@tubelift.dev')).status).toBe(200)
    expect((await signIn('demo@tubelift.dev')).status).toBe(401)
    expect((await signIn('editor@tubelift.dev')).status).toBe(401)
    expect(logged.join('\n')).not.toContain(ADMIN_PASSWORD)
    // Development prints "email / password" for each demo account; production names no password.
    expect(logged.join('\n')).not.toMatch(/tubelift\.dev \/ /)
    expect(logged.join('\n')).toContain('Created the admin admin@tubelift.dev with SEED_ADMIN_PASSWORD')
  })
})
