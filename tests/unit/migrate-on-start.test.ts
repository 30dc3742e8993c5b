import type { BaseDatabaseAdapter, DatabaseAdapterObj, Migration } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { migrateOnStart } from '@/lib/database/migrate-on-start'

import { staticImportsOf } from '../support/static-imports'

describe('migrations out of the routes (decision 010)', () => {
  it('are not imported by the config, whose code Turbopack copies into every route', () => {
    const { files } = staticImportsOf('payload.config.ts')
    expect(files).toContain('src/lib/database/adapter.ts')
    expect([...files].filter((file) => /^src\/migrations/.test(file))).toEqual([])
  })
})

/** A database adapter that records what it is asked to do. */
function recordingAdapter(calls: string[]): DatabaseAdapterObj {
  const adapter = {
    connect: async () => void calls.push('connect'),
    migrate: async (args?: { migrations?: Migration[] }) => void calls.push(`migrate ${args?.migrations?.map((m) => m.name).join(',')}`),
  } as unknown as BaseDatabaseAdapter
  return { name: 'recording', defaultIDType: 'number', init: () => adapter } as DatabaseAdapterObj
}

const initialise = (adapterObj: DatabaseAdapterObj) => adapterObj.init({ payload: {} as never })

describe('migrateOnStart', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('loads and applies the migrations once connected, in production', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const calls: string[] = []
    const load = vi.fn(async () => [{ name: 'initial' }, { name: 'second' }] as Migration[])
    await initialise(migrateOnStart(recordingAdapter(calls), load)).connect!()
    expect(calls).toEqual(['connect', 'migrate initial,second'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('neither loads nor applies them elsewhere (development pushes the schema, tests migrate themselves)', async () => {
    vi.stubEnv('NODE_ENV', 'development')
    const calls: string[] = []
    const load = vi.fn(async () => [] as Migration[])
    await initialise(migrateOnStart(recordingAdapter(calls), load)).connect!()
    expect(calls).toEqual(['connect'])
    expect(load).not.toHaveBeenCalled()
  })
})
