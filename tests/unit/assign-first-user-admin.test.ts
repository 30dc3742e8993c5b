import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { assignFirstUserAdmin } from '@/collections/Users/hooks/assignFirstUserAdmin'

type HookArgs = Parameters<typeof assignFirstUserAdmin>[0]

function run(totalDocs: number, operation: 'create' | 'update' = 'create') {
  const count = vi.fn().mockResolvedValue({ totalDocs })
  const req = { payload: { count } } as unknown as PayloadRequest
  const result = assignFirstUserAdmin({ data: { email: 'a@x.dev' }, operation, req } as unknown as HookArgs)
  return { count, req, result }
}

describe('assignFirstUserAdmin', () => {
  it('counts with a filter, in the request transaction (MongoDB refuses an unfiltered count there)', async () => {
    const { count, req, result } = run(0)
    await result
    expect(count).toHaveBeenCalledWith(expect.objectContaining({ collection: 'users', req, where: { id: { exists: true } } }))
  })

  it('makes the first account an admin and leaves later ones alone', async () => {
    expect(await run(0).result).toEqual({ email: 'a@x.dev', roles: ['admin'] })
    expect(await run(1).result).toEqual({ email: 'a@x.dev' })
  })

  it('does not count on updates', async () => {
    const { count, result } = run(0, 'update')
    expect(await result).toEqual({ email: 'a@x.dev' })
    expect(count).not.toHaveBeenCalled()
  })
})
