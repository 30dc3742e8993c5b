import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** Monaco's prebuilt files, from the installed monaco-editor package (the version the admin's editor expects). */
const ROOT = path.join(process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs')

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
}

/**
 * GET /monaco/vs/… — the admin's code editor, served by the app itself so that the admin's
 * Content-Security-Policy needs no third-party script host. Only known file types inside the
 * package's folder are served.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path
  const type = TYPES[path.extname(segments.at(-1) ?? '')]
  const file = path.resolve(ROOT, ...segments)
  if (!type || segments.some((segment) => segment.startsWith('.') || /[/\\]/.test(segment)) || !file.startsWith(`${ROOT}${path.sep}`)) {
    return new Response('Not found', { status: 404 })
  }
  try {
    return new Response(new Uint8Array(await readFile(file)), { headers: { 'content-type': type, 'cache-control': 'public, max-age=86400' } })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
