import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { assignFirstUserAdmin } from '@/collections/accounts/Users/hooks/assignFirstUserAdmin'

type HookArgs = Parameters<typeof assignFirstUserAdmin>[0]

function run(totalDocs: number, operation: 'create' | 'update' = 'create', overrideAccess = true) {
  const count = vi.fn().mockResolvedValue({ totalDocs })
  const req = { payload: { count, db: { name: 'sqlite' } } } as unknown as PayloadRequest
  const result = assignFirstUserAdmin({ args: { data: { email: 'a@x.dev' }, overrideAccess }, operation, req } as unknown as HookArgs)
  return { count, req, result }
}

describe('assignFirstUserAdmin', () => {
  it('counts with a filter, in the request transaction (MongoDB refuses an unfiltered count there)', async () => {
    const { count, req, result } = run(0)
    await result
    expect(count).toHaveBeenCalledWith(expect.objectContaining({ collection: 'users', req, where: { id: { exists: true } } }))
  })

  it('makes the first account an admin and leaves later ones alone', async () => {
    expect(await run(0).result).toEqual({ data: { email: 'a@x.dev', roles: ['admin'] }, overrideAccess: true })
    expect(await run(1).result).toEqual({ data: { email: 'a@x.dev' }, overrideAccess: true })
  })

  it('never makes a public sign-up (access control on) an admin', async () => {
    const { count, result } = run(0, 'create', false)
    expect(await result).toEqual({ data: { email: 'a@x.dev' }, overrideAccess: false })
    expect(count).not.toHaveBeenCalled()
  })

  it('does not count on updates', async () => {
    const { count, result } = run(0, 'update')
    expect(await result).toEqual({ data: { email: 'a@x.dev' }, overrideAccess: true })
    expect(count).not.toHaveBeenCalled()
  })
})
