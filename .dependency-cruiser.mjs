/**
 * Import-graph rules that ESLint's per-file rules cannot see (decision 001):
 * no import loop between files, and none between folders (a folder that imports another folder that
 * imports it back is one layer split in two). `npm run lint:imports` (part of `npm run lint` and
 * `npm test`).
 */
export default {
  forbidden: [
    {
      name: 'no-file-loops',
      severity: 'error',
      comment: 'Files import each other in a loop.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-loops',
      severity: 'error',
      comment: 'Folders import each other in a loop: move the shared piece down a layer.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['^src/payload-types\\.ts$', '^src/migrations(-postgres|-mongodb)?/', '^src/app/\\(payload\\)/admin/importMap\\.js$'],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
}
