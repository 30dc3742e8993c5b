import { describe, expect, it } from 'vitest'

import { bodyProblem, jsonNesting, MAX_JSON_DEPTH, withBodyLimit } from '@/lib/http/request-body'

const bytes = (text: string) => new TextEncoder().encode(text)
const limits = { json: 1024 * 1024, multipart: 1024 * 1024 }

describe('bodies handed to Payload are well-formed (docs/security.md, round 2 item 7)', () => {
  it('counts JSON nesting in one pass, skipping strings and escapes', () => {
    expect(jsonNesting('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3)
    expect(jsonNesting('"\\"[[["')).toBe(0)
    expect(jsonNesting('[]')).toBe(1)
  })

  it('refuses JSON that does not parse or nests too deep, and takes the rest', () => {
    const json = 'application/json'
    expect(bodyProblem(json, bytes('hello'))).toMatch(/not valid JSON/)
    expect(bodyProblem(json, bytes('['.repeat(100_000) + ']'.repeat(100_000)))).toMatch(/nests deeper than 128/)
    expect(bodyProblem(json, bytes('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)))).toBeNull()
    expect(bodyProblem('application/json; charset=utf-8', bytes('null'))).toBeNull()
    expect(bodyProblem(json, bytes(''))).toBeNull()
  })

  it('refuses multipart without a boundary or without its end', () => {
    const part = '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n'
    expect(bodyProblem('multipart/form-data', bytes(part))).toMatch(/no boundary/)
    expect(bodyProblem('multipart/form-data; boundary=XX', bytes(part))).toMatch(/incomplete/)
    expect(bodyProblem('multipart/form-data; boundary="XX"', bytes(`${part}--XX--\r\n`))).toBeNull()
  })

  it('answers such bodies 400 before the handler runs', async () => {
    let reached = false
    const route = withBodyLimit(
      async () => {
        reached = true
        return new Response('ok')
      },
      limits,
      (error) => Response.json({ error: String(error) }, { status: (error as { status?: number }).status ?? 500 }),
    )
    const response = await route(
      new Request('http://x/api/graphql', { method: 'POST', body: 'hello', headers: { 'content-type': 'application/json' } }),
      {},
    )
    expect(response.status).toBe(400)
    expect(reached).toBe(false)
  })
})
