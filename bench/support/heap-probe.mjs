// @ts-check
/**
 * Loaded into the server by `bench:memory` (`node --import`): every 250 ms it writes V8's heap figures to
 * HEAP_PROBE_FILE, with their peaks since the server started. The bench reads the file to show what of
 * the resident memory is V8's (each space committed against used) and the live heap's peak under its
 * heaviest requests: a heap snapshot shows only one moment, and the peak decides how low a cap on the
 * old generation may safely go (decision 010). Never loaded by `npm start`.
 */
import { renameSync, writeFileSync } from 'node:fs'
import { constants, PerformanceObserver } from 'node:perf_hooks'
import v8 from 'node:v8'

const file = process.env.HEAP_PROBE_FILE
if (file) {
  const peaks = { used: 0, committed: 0, afterFullGc: 0, fullGcs: 0 }
  // Right after a full (mark-compact) collection the used heap is the live heap, plus what was
  // allocated since: its highest value is the live heap's peak.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (/** @type {{ kind?: number }} */ (entry.detail)?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue
      peaks.fullGcs += 1
      peaks.afterFullGc = Math.max(peaks.afterFullGc, v8.getHeapStatistics().used_heap_size)
    }
  }).observe({ entryTypes: ['gc'] })
  const write = () => {
    const heap = v8.getHeapStatistics()
    peaks.used = Math.max(peaks.used, heap.used_heap_size)
    peaks.committed = Math.max(peaks.committed, heap.total_physical_size)
    const spaces = v8.getHeapSpaceStatistics().map((space) => ({
      name: space.space_name,
      committed: space.physical_space_size,
      used: space.space_used_size,
    }))
    const { external, arrayBuffers } = process.memoryUsage()
    // Written whole, then renamed: the bench never reads a file half written.
    writeFileSync(`${file}.next`, JSON.stringify({ heap, spaces, external, arrayBuffers, peaks }))
    renameSync(`${file}.next`, file)
  }
  setInterval(write, 250).unref()
  write()
}
