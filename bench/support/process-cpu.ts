import { readFileSync } from 'node:fs'

/**
 * CPU time a process has used, all its threads, in µs (Linux: utime + stime of /proc/<pid>/stat, in
 * clock ticks of 10 ms). On a shared machine this, not the requests a second, says what the code
 * costs: a CPU profile's samples also count the time the process waited for a core.
 */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}
