import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * What the thumbnail editor's code imports before it runs, followed through the project's files:
 * static imports that stay in the bundle (not `import type`, not `import()`). The editor starts in
 * steps after the first paint, and each package reached here is script the phone runs in them
 * (decision 008): zod and all of Konva were its longest tasks.
 */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    // A server action's module reaches the browser as references to call it, not as its code.
    if (isServerActions(source)) return
    for (const statement of source.statements) {
      const specifier = bundledSpecifier(statement)
      if (specifier === null) continue
      const local = resolveLocal(file, specifier)
      if (local) visit(local)
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier)
    }
  }
  visit(path.resolve(entry))
  return packages
}

function isServerActions(source: ts.SourceFile): boolean {
  const first = source.statements[0]
  return (
    first !== undefined && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === 'use server'
  )
}

/** The module a statement makes the bundle load, or null for type-only imports and exports (erased). */
function bundledSpecifier(statement: ts.Statement): string | null {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause
    if (clause?.isTypeOnly) return null
    const bindings = clause?.namedBindings
    const onlyTypes =
      clause &&
      !clause.name &&
      bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    return onlyTypes ? null : (statement.moduleSpecifier as ts.StringLiteral).text
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
    if (statement.isTypeOnly) return null
    const clause = statement.exportClause
    if (clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly))
      return null
    return (statement.moduleSpecifier as ts.StringLiteral).text
  }
  return null
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.resolve('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  // Stylesheets and other assets are not script.
  if (/\.(css|svg|png|json)$/.test(base)) return null
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix).find((candidate) => existsSync(candidate)) ?? null
}

const EDITOR = 'src/components/thumbnail-maker/ThumbnailEditor.tsx'

describe('thumbnail editor start-up code', () => {
  it('does not load zod: the schemas come with a saved design or the first save', () => {
    expect(packagesReachedFrom(EDITOR)).not.toContain('zod')
    expect(packagesReachedFrom('src/tools/thumbnail-maker/index.ts')).not.toContain('zod')
    expect(packagesReachedFrom('src/tools/youtube/video-id.ts')).not.toContain('zod')
  })

  it('loads react-konva on Konva’s core and the shapes it draws, not the whole of Konva', () => {
    const packages = packagesReachedFrom(EDITOR)
    expect(packages).toContain('react-konva/lib/ReactKonvaCore.js')
    expect(packages).toContain('konva/lib/shapes/Transformer.js')
    expect(packages).not.toContain('react-konva')
    expect(packages).not.toContain('konva')
  })

  it('sees zod where a design is parsed or saved (the check itself works)', () => {
    expect(packagesReachedFrom('src/tools/thumbnail-maker/parse.ts')).toContain('zod')
    expect(packagesReachedFrom('src/tools/thumbnail-maker/save.ts')).toContain('zod')
  })
})

describe('Konva’s text shape (patches/konva+*.patch)', () => {
  const RealSegmenter = Intl.Segmenter
  afterEach(() => {
    Object.assign(Intl, { Segmenter: RealSegmenter })
    vi.resetModules()
  })

  it('builds its grapheme segmenter on first use, not when the editor loads it', async () => {
    let built = 0
    class CountedSegmenter extends RealSegmenter {
      constructor(...args: ConstructorParameters<typeof RealSegmenter>) {
        super(...args)
        built += 1
      }
    }
    Object.assign(Intl, { Segmenter: CountedSegmenter })
    vi.resetModules()
    const { stringToArray } = await import('konva/lib/shapes/Text.js')
    expect(built).toBe(0)

    // Letter spacing and Konva's own wrapping still count a flag or a skin-toned emoji as one character.
    expect(stringToArray('🇫🇷a👍🏽')).toEqual(['🇫🇷', 'a', '👍🏽'])
    expect(stringToArray('e\u0301')).toEqual(['e\u0301'])
    expect(built).toBe(1)
  })
})
