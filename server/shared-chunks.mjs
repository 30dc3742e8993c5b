// @ts-check
/**
 * Turbopack writes the code the routes share (the Payload config's bundle: collections, hooks,
 * Lexical, Next's own modules) into a chunk per route: 13 page chunks and 19 route-handler chunks
 * byte for byte the same, only their names and source-map comments differ. Its runtime `require`s
 * every chunk a route asks for and keeps the first factory of each module, so each later copy adds
 * nothing but its source text and functions, which Node's require cache keeps for good: 0.5-0.8 MB
 * per route a visitor opens (decision 010).
 *
 * This loads each distinct server chunk once: a chunk whose contents were already loaded under
 * another name in the same folder is given the first one's exports (the same list of module factories), which the
 * runtime finds already registered, exactly as if it had evaluated the copy.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** The one line in which copies of a chunk differ: each names its own source map. */
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/

/**
 * Loads the JavaScript files under `chunksDir` once per distinct contents (the rest of `require` is
 * untouched). Returns a function that removes the hook (for tests).
 * @param {string} chunksDir
 */
export function loadIdenticalChunksOnce(chunksDir) {
  // Node's loader of `.js` files (`require.extensions`: deprecated, still how require hooks such as
  // source-map-support see a file before it runs; Node 20 has no other hook for CommonJS).
  const extensions = createRequire(import.meta.url).extensions
  const loadJs = extensions['.js']
  const prefix = path.resolve(chunksDir) + path.sep
  /** @type {Map<string, NodeJS.Module>} */
  const firstWithContents = new Map()
  extensions['.js'] = function loadChunkOnce(module, filename) {
    if (!filename.startsWith(prefix)) return loadJs.call(this, module, filename)
    const contents = readFileSync(filename, 'utf8').replace(SOURCE_MAP_COMMENT, '')
    // Within one folder, so that anything the chunk resolves relative to itself resolves the same.
    const key = `${path.dirname(filename)}:${createHash('sha256').update(contents).digest('base64')}`
    const first = firstWithContents.get(key)
    if (first) {
      module.exports = first.exports
      return
    }
    loadJs.call(this, module, filename)
    firstWithContents.set(key, module)
  }
  return () => {
    extensions['.js'] = loadJs
  }
}
