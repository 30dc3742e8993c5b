import { createRequire } from 'node:module'

import type { SharpDependency } from 'payload'

const require = createRequire(import.meta.url)

/**
 * sharp for Payload's image resizing, loaded by the first image it resizes: imported by the config,
 * sharp and libvips were loaded by every server at start, 8 MB of resident memory for the few
 * requests that upload an image (decision 010). Payload only ever calls it as a function.
 */
export const sharpOnFirstUse: SharpDependency = (input, options) => (require('sharp') as SharpDependency)(input, options)
