import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { loadIdenticalChunksOnce } from '../../server/shared-chunks.mjs'

const require = createRequire(import.meta.url)
const evaluated = () => (globalThis as { chunkEvaluations?: string[] }).chunkEvaluations ?? []

/** A chunk as Turbopack writes it: module ids and factories, then its own source-map comment; it notes its evaluation. */
function writeChunk(dir: string, name: string, moduleId: number) {
  const file = path.join(dir, name)
  writeFileSync(
    file,
    `globalThis.chunkEvaluations = [...(globalThis.chunkEvaluations ?? []), require('node:path').basename(__filename)]\n` +
      `module.exports = [${moduleId}, (e) => e.s(['id', ${moduleId}])]\n//# sourceMappingURL=${name}.map\n`,
  )
  return file
}

describe('server chunks with the same contents (server/shared-chunks.mjs, decision 010)', () => {
  let root: string
  let removeHook: () => void
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'tubelift-chunks-'))
    mkdirSync(path.join(root, 'chunks', 'ssr'), { recursive: true })
    delete (globalThis as { chunkEvaluations?: string[] }).chunkEvaluations
    removeHook = loadIdenticalChunksOnce(path.join(root, 'chunks'))
  })
  afterEach(() => {
    removeHook()
    rmSync(root, { recursive: true, force: true })
  })

  it('are evaluated once: a copy under another name gets the first one’s module factories', () => {
    const first = require(writeChunk(path.join(root, 'chunks'), '_0route-a._.js', 1))
    const copy = require(writeChunk(path.join(root, 'chunks'), '_1route-b._.js', 1))
    const other = require(writeChunk(path.join(root, 'chunks'), '_2route-c._.js', 2))
    const elsewhere = require(writeChunk(path.join(root, 'chunks', 'ssr'), '_3route-d._.js', 1))
    expect(copy).toBe(first)
    expect(other).not.toBe(first)
    // Another folder could resolve what the chunk requires differently: loaded on its own.
    expect(elsewhere).not.toBe(first)
    expect(evaluated()).toEqual(['_0route-a._.js', '_2route-c._.js', '_3route-d._.js'])
  })

  it('leaves files outside the chunks folder alone', () => {
    mkdirSync(path.join(root, 'app'))
    const chunk = require(writeChunk(path.join(root, 'chunks'), 'same._.js', 1))
    const entry = require(writeChunk(path.join(root, 'app'), 'same._.js', 1))
    expect(entry).not.toBe(chunk)
    expect(evaluated()).toEqual(['same._.js', 'same._.js'])
  })

  it('evaluates a copy of a chunk that failed to load, so it fails in turn instead of giving empty exports', () => {
    const file = path.join(root, 'chunks', 'broken-a.js')
    writeFileSync(file, 'throw new Error("broken chunk")\n//# sourceMappingURL=broken-a.js.map\n')
    writeFileSync(path.join(root, 'chunks', 'broken-b.js'), 'throw new Error("broken chunk")\n//# sourceMappingURL=broken-b.js.map\n')
    expect(() => require(file)).toThrow('broken chunk')
    expect(() => require(path.join(root, 'chunks', 'broken-b.js'))).toThrow('broken chunk')
  })
})
