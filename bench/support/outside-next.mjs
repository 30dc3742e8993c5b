// The data set is made by `payload run`, outside Next: 'server-only' (a marker Next resolves to an
// empty module on the server) would throw there when the seed reaches server code (the demo channel).
import Module, { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const id = require.resolve('server-only')
const empty = new Module(id)
empty.filename = id
empty.loaded = true
require.cache[id] = empty
