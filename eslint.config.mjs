import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

// The layers (docs/architecture.md, "Layers"). The base never loads the CMS: only the service
// modules below reach the Payload config, and only src/lib/payload/client.ts imports it.
const serviceModules = [
  'src/lib/pages-api-route.ts',
  'src/lib/payload',
  'src/lib/data',
  'src/lib/api.ts',
  'src/lib/health.ts',
  'src/lib/auth/actions.ts',
  'src/lib/auth/account-actions.ts',
  'src/lib/auth/verify-email.ts',
  'src/lib/commerce/actions.ts',
  'src/lib/commerce/orders.ts',
  'src/lib/commerce/webhook.ts',
  'src/lib/commerce/stripe-events',
  'src/lib/tools/actions.ts',
  'src/lib/tools/design-actions.ts',
  'src/lib/tools/history.ts',
  'src/lib/tools/keywords.ts',
  'src/lib/tools/seo.ts',
  'src/lib/tools/thumbnails.ts',
  'src/lib/youtube/cache.ts',
  'src/lib/youtube/quota.ts',
  'src/lib/youtube/service.ts',
]
// Everything in src/lib that is not a service module (extglob: `!(a|b)` is "neither a nor b").
// metadata.ts is left out only because it imports a type (which loads nothing) from the data layer.
const baseLib = [
  'src/lib/!(api|health|metadata|pages-api-route).ts',
  'src/lib/auth/!(actions|account-actions|verify-email).ts',
  'src/lib/commerce/!(actions|orders|webhook).ts',
  'src/lib/delivery/**',
  'src/lib/youtube/quota-counter.ts',
  'src/lib/tools/!(actions|design-actions|history|keywords|seo|thumbnails).ts',
  'src/lib/{email,monitoring,uploads,validation}/**',
]
const base = ['src/tools/**', 'src/commerce/**', 'src/access/**', ...baseLib]
// Collections, their fields and hooks, and the queued jobs are loaded by the config: they may use
// the base, no service.
const schema = ['src/collections/**', 'src/fields/**', 'src/hooks/**', 'src/jobs/**']
const ui = ['payload.config.ts', 'src/app', 'src/pages', 'src/components']

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
              from: [...ui, ...serviceModules, 'src/collections', 'src/hooks'],
              message: 'The base layer never loads the CMS (docs/architecture.md, "Layers").',
            },
            {
              target: schema,
              from: [...ui, ...serviceModules],
              message:
                'Collections, fields, hooks and jobs use the base layer only: the config loads them (docs/architecture.md, "Layers").',
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
              message: 'src/tools is framework-free and imports only itself (docs/architecture.md, "Layers").',
            },
          ],
        },
      ],
    },
  },
]

export default config
