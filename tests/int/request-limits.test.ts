import { describe, expect, it } from 'vitest'

/**
 * A body larger than a route accepts is refused while it streams in: the route stops reading as soon
 * as the limit is passed, so a chunked body with no Content-Length cannot fill the server's memory.
 */
// The tunnel only reads bodies when reporting is configured; nothing listens at this address.
process.env.NEXT_PUBLIC_SENTRY_DSN = 'http://public@127.0.0.1:9/1'

const CHUNK = new Uint8Array(64 * 1024).fill(0x20)

/** A chunked body of `totalBytes` (no Content-Length), counting how much of it was ever read. */
function chunkedBody(totalBytes: number) {
  const read = { bytes: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= totalBytes) return controller.close()
      read.bytes += CHUNK.byteLength
      controller.enqueue(CHUNK)
    },
  })
  return { stream, read }
}

function post(url: string, stream: ReadableStream<Uint8Array>, contentType = 'application/json') {
  return new Request(url, {
    method: 'POST',
    body: stream,
    headers: { 'content-type': contentType, origin: 'http://127.0.0.1:9' },
    duplex: 'half',
  } as RequestInit)
}

const HUGE = 150 * 1024 * 1024

describe('request bodies are capped while streaming', () => {
  it('the SEO analyzer answers 413 after reading little more than its limit of a 150 MB chunked body', async () => {
    const { POST } = await import('@/app/api/seo-analyzer/route')
    const { stream, read } = chunkedBody(HUGE)
    const response = await POST(post('http://127.0.0.1:9/api/seo-analyzer', stream))
    expect(response.status).toBe(413)
    expect(read.bytes).toBeLessThan(1024 * 1024)
  })

  it('the Sentry tunnel answers 413 after reading little more than its limit', async () => {
    const { POST } = await import('@/app/monitoring/route')
    const { stream, read } = chunkedBody(HUGE)
    const response = await POST(post('http://127.0.0.1:9/monitoring', stream, 'application/x-sentry-envelope'))
    expect(response.status).toBe(413)
    expect(read.bytes).toBeLessThan(2 * 1024 * 1024)
  })

  it("Payload's REST API answers 413 to an oversized JSON body before parsing it", async () => {
    const { POST } = await import('@/app/(payload)/api/[...slug]/route')
    const { stream, read } = chunkedBody(HUGE)
    const response = await POST(post('http://127.0.0.1:9/api/keyword-lists', stream), {
      params: Promise.resolve({ slug: ['keyword-lists'] }),
    })
    expect(response.status).toBe(413)
    expect(read.bytes).toBeLessThan(3 * 1024 * 1024)
  })

  it("Payload's GraphQL API answers 413 to an oversized body", async () => {
    const { POST } = await import('@/app/(payload)/api/graphql/route')
    const { stream, read } = chunkedBody(HUGE)
    const response = await POST(post('http://127.0.0.1:9/api/graphql', stream), undefined)
    expect(response.status).toBe(413)
    expect(read.bytes).toBeLessThan(3 * 1024 * 1024)
  })
})
