import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Anonymous (heap, buffers) and file-backed (the node binary, native add-ons) resident memory, from /proc. */
export function residentKb(pid: number) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? NaN)
  return { rss: field('Rss'), anonymous: field('Anonymous'), file: field('Rss') - field('Anonymous') }
}

/**
 * Resident kB by what is mapped, from /proc/<pid>/smaps: each file by its name (the node binary,
 * libsql's and sharp's native libraries), `[heap]` (malloc's main arena), and the unnamed anonymous
 * mappings (V8's heap pages, malloc's other arenas, thread stacks) together. Largest first.
 */
export function residentByMapping(pid: number): [string, number][] {
  const totals = new Map<string, number>()
  let name = ''
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (header) name = header[1] ? (header[1].startsWith('/') ? path.basename(header[1]) : header[1]) : 'anonymous'
    const rss = /^Rss:\s+(\d+) kB/.exec(line)
    if (rss) totals.set(name, (totals.get(name) ?? 0) + Number(rss[1]))
  }
  return [...totals].sort((a, b) => b[1] - a[1])
}
