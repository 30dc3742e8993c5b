/**
 * A body read as a stream and counted as it arrives: past `maxBytes` (declared in Content-Length or
 * actually sent, chunked or not) reading stops at once, the rest is never read, and the answer is
 * `null`. Used for bodies the server receives and for answers it fetches, so neither can fill memory.
 */
export async function readWithin(body: ReadableStream<Uint8Array> | null, headers: Headers, maxBytes: number): Promise<Uint8Array | null> {
  if (Number(headers.get('content-length') ?? 0) > maxBytes) return null
  if (!body) return new Uint8Array(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const whole = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    whole.set(chunk, offset)
    offset += chunk.byteLength
  }
  return whole
}
