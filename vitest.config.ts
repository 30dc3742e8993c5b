import path from 'node:path'

import { defineConfig } from 'vitest/config'

import SkippedFirstSequencer from './tests/support/sequencer'

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    alias: [
      // Next resolves 'server-only' itself; outside Next it only marks modules that must not reach the browser.
      { find: 'server-only', replacement: path.resolve(import.meta.dirname, 'tests/support/empty-module.ts') },
      // The copy of GraphQL that Payload and graphql-http load (Node resolves the package to its CommonJS
      // entry); Vite would pick the ESM one for the app's code, and GraphQL refuses types from another copy.
      { find: /^graphql$/, replacement: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js') },
    ],
  },
  test: {
    reporters: ['default', 'json'],
    sequence: { sequencer: SkippedFirstSequencer },
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Each worker runs its files one after another and loads node_modules once: a process per file cost
          // more than the tests themselves. tests/unit/setup.ts resets what isolation would have.
          isolate: false,
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/int/support/end-previous-file.ts', 'tests/int/setup.ts'],
          globalSetup: ['tests/int/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // On SQLite and PostgreSQL, each worker process runs its files one after another (Node loads node_modules
          // once); tests/int/support/shared-worker.ts gives each file fresh app modules, mocks, environment and database,
          // as a process of its own would. MongoDB keeps a process per file: never run shared (docs/databases.md).
          // PostgreSQL's run has two such workers, files in parallel: CI runs it alone on 2 cores, and each file has its
          // own database (a copy of the template) and listens on port 0. SQLite's has one: the build runs beside it.
          fileParallelism: process.env.INT_DATABASE === 'postgres',
          maxWorkers: process.env.INT_DATABASE === 'postgres' ? 2 : 1,
          isolate: process.env.INT_DATABASE === 'mongodb',
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:resilience`: the production build under load, outages and hostile input.
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/resilience/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Two production servers on one PostgreSQL database and one Redis (Debian's postgresql and `redis-server`).
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
