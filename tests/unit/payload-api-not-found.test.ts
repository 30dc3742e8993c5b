import { describe, expect, it } from 'vitest'

import { withNotFoundInErrorShape } from '@/lib/payload-api/not-found'

const answering = (response: Response) => withNotFoundInErrorShape(async () => response)
const request = new Request('http://localhost/api/thumbnail-downloader/%20')

describe('withNotFoundInErrorShape', () => {
  it("puts Payload's bare route-not-found message in the usual error shape (found by the resilience fuzzing)", async () => {
    const response = await answering(
      Response.json(
        { message: 'Route not found "/api/thumbnail-downloader/%20"' },
        { status: 404, headers: { 'access-control-allow-origin': 'x' } },
      ),
    )(request, {})
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBe('x')
    expect(await response.json()).toEqual({ errors: [{ message: 'Route not found "/api/thumbnail-downloader/%20"' }] })
  })

  it('leaves every other answer as it is', async () => {
    const shaped = { errors: [{ message: 'The requested resource was not found.' }] }
    expect(await (await answering(Response.json(shaped, { status: 404 }))(request, {})).json()).toEqual(shaped)
    expect(await (await answering(Response.json({ message: 'ok' }, { status: 200 }))(request, {})).json()).toEqual({ message: 'ok' })
  })
})

describe('a collection without a REST API', () => {
  it('is a plain 404 that does not name the host the server saw (docs/security.md, round 2 item 9)', async () => {
    const response = await answering(
      Response.json({ message: 'Cannot GET http://app-internal:3000/api/payload-migrations' }, { status: 501 }),
    )(new Request('http://app-internal:3000/api/payload-migrations'), {})
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: 'Not Found' }] })
  })
})
