import type { TestProject } from 'vitest/node'

import { postgresServer } from '../../support/postgres-server.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the suite runs on (`INT_DATABASE=postgres`); each test file creates its own database there. */
    postgresUri: string | null
  }
}

/**
 * `INT_DATABASE=postgres`: the suite runs on `POSTGRES_TEST_URI` when it is set, otherwise on a
 * throwaway cluster of Debian's PostgreSQL started here and deleted at the end.
 */
export default async function setup(project: TestProject) {
  if (process.env.INT_DATABASE !== 'postgres') return project.provide('postgresUri', null)
  if (process.env.POSTGRES_TEST_URI) return project.provide('postgresUri', process.env.POSTGRES_TEST_URI)
  const server = postgresServer(Number(process.env.E2E_PORT ?? 3100) + 50)
  await server.start()
  project.provide('postgresUri', server.url())
  return () => server.destroy()
}
