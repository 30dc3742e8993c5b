import { existsSync } from 'node:fs'

import type { TestProject } from 'vitest/node'

import { seedSite } from '../../support/app-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of a migrated, seeded site (SQLite file and media); every test file serves its own copy of it. */
    templateSite: string
  }
}

/**
 * The resilience suite runs against the production build (`npm run build` first: the npm script and
 * `npm test` do it). Seeding once here lets each test file start its server on a copy in seconds.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('.next/BUILD_ID'))
    throw new Error('No production build: run `npm run build` first (or `npm run test:resilience`, which builds).')
  project.provide('templateSite', await seedSite({ port: Number(process.env.E2E_PORT ?? 3100) + 290 }))
}
