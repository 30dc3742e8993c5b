import type { Design } from './model'

/** A design as it is stored and sent; parse.ts reads it back, from this version or an older one. */
export function serializeDesign(design: Design): string {
  return JSON.stringify(design)
}
