export type DatabaseEngine = 'sqlite' | 'postgres' | 'mongodb'

/** The engine a `DATABASE_URI` names (env.ts accepts nothing else). No imports: monitoring reads it too. */
export function databaseEngine(uri: string): DatabaseEngine {
  if (/^mongodb(\+srv)?:\/\//.test(uri)) return 'mongodb'
  if (/^postgres(ql)?:\/\//.test(uri)) return 'postgres'
  return 'sqlite'
}
