import { endPreviousFile } from './shared-worker'

/**
 * The int project's first setup file: before this file's setup imports anything of the app, the
 * previous file in the shared worker is ended if Vitest ran none of its hooks (shared-worker.ts).
 */
await endPreviousFile()
