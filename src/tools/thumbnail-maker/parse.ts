import { DESIGN_VERSION, type Design } from './model'
import { designSchema } from './schema'

export type ParseResult = { ok: true; design: Design } | { ok: false; errors: string[] }

type Document = Record<string, unknown>

/**
 * `migrations[n]` turns a version-n document into a version n + 1 one. Version 1 is the first, so
 * there are none yet: when the model changes, bump DESIGN_VERSION and add the step from the old one
 * here, so designs saved before keep opening.
 */
const migrations: Partial<Record<number, (document: Document) => Document>> = {}

/**
 * Reads a design saved by any version of the editor (see serialize.ts): a JSON string or an
 * already-parsed object. Imported on its own, not through the package index, as it loads zod.
 */
export function parseDesign(input: unknown): ParseResult {
  let document = input
  if (typeof input === 'string') {
    try {
      document = JSON.parse(input)
    } catch {
      return failure('This is not a design file: it is not valid JSON.')
    }
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return failure('A design must be a JSON object.')
  const migrated = migrate(document as Document)
  if (!migrated.ok) return migrated
  const result = designSchema.safeParse(migrated.document)
  if (result.success) return { ok: true, design: result.data }
  return {
    ok: false,
    errors: result.error.issues.map((issue) => (issue.path.length > 0 ? `${formatPath(issue.path)}: ${issue.message}` : issue.message)),
  }
}

function migrate(document: Document): { ok: true; document: Document } | { ok: false; errors: string[] } {
  const { version } = document
  if (typeof version !== 'number' || !Number.isInteger(version)) return failure('The design has no version number.')
  if (version > DESIGN_VERSION) {
    return failure(
      `This design was saved by a newer version of the editor (version ${version}, this one reads up to ${DESIGN_VERSION}). Reload the page and try again.`,
    )
  }
  let current = document
  for (let from = version; from < DESIGN_VERSION; from++) {
    const step = migrations[from]
    if (!step) return failure(`Unknown design version ${version}: this editor reads versions 1 to ${DESIGN_VERSION}.`)
    current = { ...step(current), version: from + 1 }
  }
  return { ok: true, document: current }
}

function failure(message: string): { ok: false; errors: string[] } {
  return { ok: false, errors: [message] }
}

/** ["layers", 2, "shadow", "blur"] -> "layers[2].shadow.blur". */
function formatPath(path: PropertyKey[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('')
}
