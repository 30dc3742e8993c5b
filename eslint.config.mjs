import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

// The layers, one folder glob each (decision 001). Only services load the CMS: they may call
// payloadClient(), and only src/lib/payload/client.ts imports the config. The base never does.
const services = ['src/lib/payload/**', 'src/lib/data/**', 'src/lib/services/**']
const base = ['src/lib/!(payload|data|services)/**', 'src/lib/*.ts', 'src/tools/**', 'src/commerce/**', 'src/access/**', 'src/emails/**']
// Collections, their fields and hooks, and the queued jobs are loaded by the config: they may use
// the base, no service.
const schema = ['src/collections/**', 'src/fields/**', 'src/hooks/**', 'src/jobs/**', 'src/globals/**', 'src/blocks/**']
// (The config itself is kept out by no-restricted-imports below: only the client imports it.)
const ui = ['src/app/**', 'src/components/**']

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'media/**',
      'test-results/**',
      'playwright-report/**',
      '.lighthouseci/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/migrations-postgres/**',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Formatting is Prettier's (`npm run format`); ESLint keeps to correctness.
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-anonymous-default-export': 'off',
    },
  },
  {
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: base,
              from: [...ui, ...services, ...schema],
              message: 'The base layer never loads the CMS (decision 001).',
            },
            {
              target: schema,
              from: [...ui, ...services],
              message: 'Collections, fields, hooks and jobs use the base layer only: the config loads them (decision 001).',
            },
          ],
        },
      ],
      // Only the module that hands out the Payload client imports the config (plus Payload's
      // generated admin and API routes, and the seed's command line, which runs outside Next).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@payload-config', message: 'Get the config or the client from @/lib/payload/client.' }] },
      ],
    },
  },
  {
    // Components fit on a screen or two (decision 003): split along their seams past this, or say why in an eslint-disable.
    files: ['src/components/**/*.tsx'],
    rules: { 'max-lines': ['warn', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/lib/payload/client.ts', 'src/app/(payload)/**', 'src/seed/cli.ts', 'bench/**', 'tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tools are plain TypeScript: no framework, no CMS, nothing from the app.
    files: ['src/tools/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'next',
                'next/*',
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'payload',
                'payload/*',
                '@payloadcms/*',
                '@payload-config',
                '@/*',
                '!@/tools/**',
              ],
              message: 'src/tools is framework-free and imports only itself (decision 001).',
            },
          ],
        },
      ],
    },
  },
]

export default config
