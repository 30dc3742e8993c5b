import fs from 'node:fs/promises'
import path from 'node:path'

import type { UploadConfig } from 'payload'

type FileRouteHandler = NonNullable<UploadConfig['handlers']>[number]

const NOT_FOUND = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * Runs on Payload's file route (`/api/<collection>/file/<name>`) after its read access check and
 * before it reads the disk: a name with a path separator (sent as `%2F` or `%5C`) never reaches the
 * file system, so no route can serve another folder's files, and a missing file answers 404 (Payload
 * itself answers 500, which tells names that exist from names that do not).
 */
export function fileRouteGuard(staticDir: string): FileRouteHandler {
  const check = async (name: string | undefined, prefix: string | undefined): Promise<Response | undefined> => {
    if (!name || /[/\\\0]/.test(name) || name === '.' || name === '..' || prefix) return NOT_FOUND()
    const stats = await fs.stat(path.resolve(staticDir, name)).catch(() => null)
    return stats?.isFile() ? undefined : NOT_FOUND()
  }
  // Payload serves the file itself when a handler resolves to anything but a Response.
  return (_req, { params }) => check(params.filename, params.prefix) as Promise<Response>
}
