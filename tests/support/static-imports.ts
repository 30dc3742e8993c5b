import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

/**
 * What a module imports before it runs, followed through the project's files: static imports that
 * stay in the bundle (not `import type`, not `import()`), the project's files reached and the
 * packages. A server action's module is not followed: the browser gets references to call it.
 */
export function staticImportsOf(entry: string): { files: Set<string>; packages: Set<string> } {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
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
  return { files: new Set([...seen].map((file) => path.relative(process.cwd(), file))), packages }
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
