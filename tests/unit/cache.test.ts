import { describe, expect, it } from 'vitest'

import { oneReadInFlight } from '@/lib/data/cache'

/** A read that counts its calls and answers when the test says so. */
function gatedRead() {
  const calls: string[] = []
  const gates: { resolve: (value: string) => void; reject: (error: Error) => void }[] = []
  const read = (query: string) => {
    calls.push(query)
    return new Promise<string>((resolve, reject) => gates.push({ resolve, reject }))
  }
  return { calls, gates, read }
}

describe('oneReadInFlight', () => {
  it('runs one read for concurrent calls of the same arguments, and gives each the answer', async () => {
    const { calls, gates, read } = gatedRead()
    const shared = oneReadInFlight(read)
    const answers = Promise.all(Array.from({ length: 20 }, () => shared('growth')))
    expect(calls).toEqual(['growth'])
    gates[0]!.resolve('posts about growth')
    expect(await answers).toEqual(Array(20).fill('posts about growth'))
  })

  it('runs a read per distinct arguments', async () => {
    const { calls, gates, read } = gatedRead()
    const shared = oneReadInFlight(read)
    const answers = Promise.all([shared('a'), shared('b'), shared('a')])
    expect(calls).toEqual(['a', 'b'])
    gates[0]!.resolve('A')
    gates[1]!.resolve('B')
    expect(await answers).toEqual(['A', 'B', 'A'])
  })

  it('reads again once the read in flight has answered (it shares, it does not remember)', async () => {
    const { calls, gates, read } = gatedRead()
    const shared = oneReadInFlight(read)
    const first = shared('growth')
    gates[0]!.resolve('first')
    await first
    const second = shared('growth')
    expect(calls).toEqual(['growth', 'growth'])
    gates[1]!.resolve('second')
    expect(await second).toBe('second')
  })

  it('gives every waiting call the failure, and the next call reads again', async () => {
    const { calls, gates, read } = gatedRead()
    const shared = oneReadInFlight(read)
    const waiting = [shared('growth'), shared('growth')]
    gates[0]!.reject(new Error('database busy'))
    for (const call of waiting) await expect(call).rejects.toThrow('database busy')
    const retry = shared('growth')
    gates[1]!.resolve('answered')
    expect(await retry).toBe('answered')
    expect(calls).toHaveLength(2)
  })
})
