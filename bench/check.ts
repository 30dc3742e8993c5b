/**
 * `npm run bench:check`: prints every budget of the last `npm run bench` (bench/results/latest.json,
 * or the file given) as pass/fail, re-evaluated against bench/budgets.ts, and fails if one is missed.
 */
import { readFileSync } from 'node:fs'

import { checkBudgets, type BenchResults } from './budgets'

const file = process.argv[2] ?? 'bench/results/latest.json'
const results = JSON.parse(readFileSync(file, 'utf8')) as BenchResults & { machine: { date: string } }
const checks = checkBudgets(results)
const width = Math.max(...checks.map((check) => check.budget.length))
for (const check of checks)
  console.log(`${check.pass ? 'pass' : 'FAIL'}  ${check.budget.padEnd(width)}  ${check.value.padStart(9)}  (budget ${check.limit})`)
const failed = checks.filter((check) => !check.pass).length
console.log(`\n${checks.length - failed} passed, ${failed} failed (run of ${results.machine.date})`)
process.exitCode = failed ? 1 : 0
