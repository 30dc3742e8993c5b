import { createServer as createHttpServer, type Server as HttpServer } from 'node:http'
import { createServer, type Server } from 'node:net'

/**
 * A loopback SMTP server that accepts every message (no TLS, no auth) and keeps it, plus a small
 * HTTP API for tests to read what was "sent": GET /messages?to=address, DELETE /messages.
 */
export type CapturedEmail = { from: string; to: string[]; subject: string; text: string; html: string; receivedAt: string }

function decodeQuotedPrintable(input: string) {
  const bytes = input.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function decodeBody(body: string, encoding: string | undefined) {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body)
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    default:
      return body
  }
}

function splitHeaders(raw: string): [Record<string, string>, string] {
  const end = raw.search(/\r?\n\r?\n/)
  const head = end === -1 ? raw : raw.slice(0, end)
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return [headers, body]
}

function decodeSubject(value: string) {
  // RFC 2047: whitespace between two encoded words is folding, not part of the text.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

/** The text and HTML parts of a (possibly multipart) MIME message. */
export function parseMessage(raw: string): Pick<CapturedEmail, 'subject' | 'text' | 'html'> {
  const [headers, body] = splitHeaders(raw)
  const parts = { text: '', html: '' }
  const walk = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain'
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
    if (type.startsWith('multipart/') && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break
        const [h, b] = splitHeaders(chunk.replace(/^\r?\n/, ''))
        walk(h, b)
      }
      return
    }
    const decoded = decodeBody(partBody, partHeaders['content-transfer-encoding'])
    if (type.startsWith('text/html')) parts.html ||= decoded
    else if (type.startsWith('text/plain')) parts.text ||= decoded
  }
  walk(headers, body)
  return { subject: decodeSubject(headers.subject ?? ''), ...parts }
}

export type FakeSmtp = { messages: CapturedEmail[]; smtpPort: number; httpPort: number; close: () => Promise<void> }

export async function startFakeSmtp({ smtpPort, httpPort }: { smtpPort: number; httpPort: number }): Promise<FakeSmtp> {
  const messages: CapturedEmail[] = []
  const smtp: Server = createServer((socket) => {
    let from = ''
    let to: string[] = []
    let data: string | null = null
    let buffer = ''
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 fake-smtp ready')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      while (true) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          data += buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          const raw = Buffer.from(data.replace(/^\.\./gm, '.'), 'latin1').toString('latin1')
          messages.push({ from, to, ...parseMessage(raw), receivedAt: new Date().toISOString() })
          data = null
          reply('250 OK: queued')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO') socket.write('250-fake-smtp\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n')
        else if (command === 'HELO') reply('250 fake-smtp')
        else if (command === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? ''
          to = []
          reply('250 OK')
        } else if (command === 'RCPT') {
          to.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase())
          reply('250 OK')
        } else if (command === 'DATA') {
          data = ''
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (command === 'QUIT') {
          reply('221 Bye')
          socket.end()
          return
        } else if (command === 'RSET' || command === 'NOOP') reply('250 OK')
        else reply('502 Command not implemented')
      }
    })
    socket.on('error', () => socket.destroy())
  })

  const http: HttpServer = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname !== '/messages') {
      res.writeHead(404).end()
      return
    }
    if (req.method === 'DELETE') {
      messages.length = 0
      res.writeHead(204).end()
      return
    }
    const to = url.searchParams.get('to')?.toLowerCase()
    const found = to ? messages.filter((m) => m.to.includes(to)) : messages
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found))
  })

  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve))
  return {
    messages,
    smtpPort,
    httpPort,
    close: async () => {
      await new Promise((resolve) => smtp.close(resolve))
      await new Promise((resolve) => http.close(resolve))
    },
  }
}
