import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export type FirstLoadJs = { path: string; files: number; rawKb: number; gzipKb: number }

const SCRIPT_TAG = /<script\b[^>]*>/g
const SRC = /src="(\/_next\/static\/[^"]+\.js)"/
const SCRIPT_PRELOAD =
  /<link[^>]+rel="preload"[^>]+as="script"[^>]+href="(\/_next\/static\/[^"]+\.js)"|<link[^>]+href="(\/_next\/static\/[^"]+\.js)"[^>]+as="script"/g

/**
 * The JavaScript a first visit downloads: every chunk the server-rendered HTML loads or preloads,
 * read from the build output (`.next/static`) and gzipped as a server would send it. Chunks loaded
 * later on demand (the thumbnail editor, Sentry on the first error) are not counted, as in Next's
 * own "First Load JS". `noModule` scripts (Next's polyfills, 39 kB) are not counted: browsers that
 * run modules never download them.
 */
export function firstLoadJs(routePath: string, html: string, distDir = '.next'): FirstLoadJs {
  const chunks = new Set<string>()
  for (const [tag] of html.matchAll(SCRIPT_TAG)) {
    const src = SRC.exec(tag)?.[1]
    if (src && !/\bnomodule\b/i.test(tag)) chunks.add(src)
  }
  for (const match of html.matchAll(SCRIPT_PRELOAD)) chunks.add((match[1] ?? match[2])!)
  let raw = 0
  let gzip = 0
  for (const chunk of chunks) {
    const bytes = readFileSync(path.join(distDir, chunk.replace(/^\/_next\//, '').split('?')[0]!))
    raw += bytes.length
    gzip += gzipSync(bytes).length
  }
  return { path: routePath, files: chunks.size, rawKb: raw / 1024, gzipKb: gzip / 1024 }
}
