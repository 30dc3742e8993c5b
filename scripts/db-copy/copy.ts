import type { Client as SqliteClient, InValue } from '@libsql/client'
import type pg from 'pg'

/**
 * Copies every row of a SQLite site into an empty PostgreSQL database migrated to the same schema.
 * Both schemas come from the same Payload config, so the tables and columns have the same names;
 * only the types differ (SQLite keeps booleans as 0/1, JSON and dates as text). Rows keep their ids,
 * so relationships, sessions, password hashes, upload file names and version history are the same
 * records. Runs in one transaction: foreign keys are dropped, the rows copied, the keys added back
 * (which checks every reference), the id sequences moved past the copied ids and every table's row
 * count compared; on any failure nothing is written. Then the planner's statistics are gathered.
 */

/** Not copied: the target keeps its own record of the PostgreSQL migrations it ran. */
const SKIPPED_TABLES = new Set(['payload_migrations'])
/** Rows per INSERT, at most (and at most ~30,000 parameters: PostgreSQL takes 65,535). */
const BATCH_ROWS = 500

type Column = { name: string; type: string }
export type TableCopy = { table: string; rows: number }

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

async function targetTables(target: pg.ClientBase): Promise<Map<string, Column[]>> {
  const { rows } = await target.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
     WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  )
  const tables = new Map<string, Column[]>()
  for (const row of rows) {
    if (SKIPPED_TABLES.has(row.table_name)) continue
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), { name: row.column_name, type: row.data_type }])
  }
  return tables
}

async function sourceTables(source: SqliteClient): Promise<Map<string, string[]>> {
  const { rows } = await source.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
  const tables = new Map<string, string[]>()
  for (const { name } of rows) {
    if (SKIPPED_TABLES.has(String(name))) continue
    const columns = await source.execute(`PRAGMA table_info(${quote(String(name))})`)
    tables.set(
      String(name),
      columns.rows.map((column) => String(column.name)),
    )
  }
  return tables
}

/** Every difference between the two schemas; the copy only runs when there is none. */
export function schemaDifferences(source: Map<string, string[]>, target: Map<string, Column[]>): string[] {
  const differences: string[] = []
  for (const [table, columns] of target) {
    const sourceColumns = source.get(table)
    if (!sourceColumns) {
      differences.push(`table ${table} is missing in SQLite`)
      continue
    }
    for (const { name } of columns) if (!sourceColumns.includes(name)) differences.push(`column ${table}.${name} is missing in SQLite`)
    for (const name of sourceColumns)
      if (!columns.some((column) => column.name === name)) differences.push(`column ${table}.${name} is missing in PostgreSQL`)
  }
  for (const table of source.keys()) if (!target.has(table)) differences.push(`table ${table} is missing in PostgreSQL`)
  return differences
}

/** A SQLite value as the PostgreSQL column takes it. */
export function convert(value: unknown, column: Column, table: string): unknown {
  if (value === null || value === undefined) return null
  switch (column.type) {
    case 'boolean':
      return Boolean(Number(value))
    case 'json':
    case 'jsonb':
      return typeof value === 'string' ? value : JSON.stringify(value)
    case 'integer':
    case 'bigint':
    case 'smallint':
    case 'numeric':
    case 'double precision':
    case 'real':
      return typeof value === 'bigint' ? value.toString() : value
    case 'character varying':
    case 'text':
    case 'USER-DEFINED':
    case 'uuid':
    case 'timestamp with time zone':
    case 'timestamp without time zone':
    case 'date':
      return String(value)
    default:
      throw new Error(`${table}.${column.name}: no conversion for PostgreSQL type ${column.type}`)
  }
}

async function copyTable(source: SqliteClient, target: pg.ClientBase, table: string, columns: Column[]): Promise<number> {
  const names = columns.map((column) => quote(column.name)).join(', ')
  const batch = Math.max(1, Math.min(BATCH_ROWS, Math.floor(30_000 / columns.length)))
  let copied = 0
  let lastRowid: InValue = -1
  for (;;) {
    const { rows } = await source.execute({
      sql: `SELECT rowid AS "__rowid", ${names} FROM ${quote(table)} WHERE rowid > ? ORDER BY rowid LIMIT ?`,
      args: [lastRowid, batch],
    })
    if (rows.length === 0) return copied
    const values: unknown[] = []
    const tuples = rows.map((row) => {
      const placeholders = columns.map((column) => {
        values.push(convert(row[column.name], column, table))
        return `$${values.length}`
      })
      return `(${placeholders.join(', ')})`
    })
    await target.query(`INSERT INTO ${quote(table)} (${names}) VALUES ${tuples.join(', ')}`, values)
    copied += rows.length
    lastRowid = rows.at(-1)!.__rowid as InValue
  }
}

async function refuseUnlessEmpty(target: pg.ClientBase, tables: Iterable<string>) {
  const filled: string[] = []
  for (const table of tables) {
    const { rows } = await target.query<{ filled: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS filled`)
    if (rows[0]?.filled) filled.push(table)
  }
  if (filled.length)
    throw new Error(`The PostgreSQL database already has content (${filled.slice(0, 5).join(', ')}…): copy into an empty database.`)
}

async function resetSequences(target: pg.ClientBase) {
  const { rows } = await target.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
  )
  for (const { table_name: table, column_name: column } of rows) {
    await target.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT MAX(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`,
      [quote(table), column],
    )
  }
}

/** Row counts of every copied table, in both databases, that differ. */
export async function countDifferences(source: SqliteClient, target: pg.ClientBase, tables: Iterable<string>): Promise<string[]> {
  const differences: string[] = []
  for (const table of tables) {
    const [{ rows: sourceRows }, { rows: targetRows }] = await Promise.all([
      source.execute(`SELECT count(*) AS n FROM ${quote(table)}`),
      target.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(table)}`),
    ])
    if (Number(sourceRows[0]!.n) !== targetRows[0]!.n)
      differences.push(`${table}: ${sourceRows[0]!.n} in SQLite, ${targetRows[0]!.n} in PostgreSQL`)
  }
  return differences
}

export async function copySqliteToPostgres(source: SqliteClient, target: pg.ClientBase): Promise<TableCopy[]> {
  const [fromTables, toTables] = await Promise.all([sourceTables(source), targetTables(target)])
  const differences = schemaDifferences(fromTables, toTables)
  if (differences.length)
    throw new Error(
      `The two databases do not have the same schema:\n  ${differences.join('\n  ')}\n` +
        'Start this version of the app once on the SQLite database (npm start applies its migrations), then copy again.',
    )
  await refuseUnlessEmpty(target, toTables.keys())
  const copies: TableCopy[] = []
  await target.query('BEGIN')
  try {
    const { rows: keys } = await target.query<{ table_name: string; name: string; definition: string }>(
      `SELECT conrelid::regclass::text AS table_name, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    )
    for (const key of keys) await target.query(`ALTER TABLE ${key.table_name} DROP CONSTRAINT ${quote(key.name)}`)
    for (const [table, columns] of toTables) copies.push({ table, rows: await copyTable(source, target, table, columns) })
    for (const key of keys) await target.query(`ALTER TABLE ${key.table_name} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`)
    await resetSequences(target)
    const mismatches = await countDifferences(source, target, toTables.keys())
    if (mismatches.length) throw new Error(`Row counts differ after the copy:\n  ${mismatches.join('\n  ')}`)
    await target.query('COMMIT')
  } catch (error) {
    await target.query('ROLLBACK')
    throw error
  }
  // The planner's statistics, which a bulk load leaves empty until autovacuum gets to it: without
  // them the first queries of the moved site may pick poor plans.
  await target.query('ANALYZE')
  return copies
}
