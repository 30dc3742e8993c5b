import { readFileSync } from 'node:fs'

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } }
  nodes: number[]
  edges: number[]
  strings: string[]
}

export type HeapBreakdown = {
  totalBytes: number
  /** Self size by V8's node type (objects, strings, code, arrays…). */
  byType: [string, number][]
  /** Objects by constructor, the largest first. */
  byConstructor: [string, number][]
  /** Loaded code by package: each script's source and its functions' compiled data (bytecode, metadata). */
  codeByPackage: [string, number][]
  /** Answered requests still alive (`ServerResponse`s) and what holds them: shortest paths from the roots, the most common first. */
  responses: { count: number; heldBy: [string, number][] }
}

/** "next", "@payloadcms/ui", "node:internal" or "app (.next/server)" from a script's URL. */
export function packageOf(url: string): string {
  if (url.startsWith('node:')) return 'node (built-in)'
  const modules = url.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const [first, second] = url.slice(modules + 'node_modules/'.length).split('/')
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? url)
  }
  if (url.includes('/.next/')) return `app (.next/${url.split('/.next/')[1]?.split('/')[0] ?? ''})`
  return url ? 'other' : '(no script)'
}

const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count)

/**
 * Where a V8 heap snapshot's bytes are: by node type, by constructor, and the code each package
 * loaded (a function's SharedFunctionInfo points at its script; a script node carries its source).
 */
export function analyzeHeapSnapshot(file: string, count = 15): HeapBreakdown {
  const { snapshot, nodes, edges, strings } = JSON.parse(readFileSync(file, 'utf8')) as Snapshot
  const nodeFields = snapshot.meta.node_fields.length
  const edgeFields = snapshot.meta.edge_fields.length
  const [nodeTypes] = snapshot.meta.node_types
  const [edgeTypes] = snapshot.meta.edge_types
  const [TYPE, NAME, SIZE, EDGES] = ['type', 'name', 'self_size', 'edge_count'].map((field) => snapshot.meta.node_fields.indexOf(field))
  const edgeName = (edge: number) => {
    const kind = edgeTypes[edges[edge]!]
    return kind === 'element' || kind === 'hidden' ? '' : strings[edges[edge + 1]!]!
  }
  const firstEdge: number[] = []
  for (let node = 0, edge = 0; node < nodes.length; node += nodeFields) {
    firstEdge.push(edge)
    edge += nodes[node + EDGES!]! * edgeFields
  }
  const edgesOf = function* (node: number) {
    const start = firstEdge[node / nodeFields]!
    for (let edge = start; edge < start + nodes[node + EDGES!]! * edgeFields; edge += edgeFields) yield edge
  }

  let totalBytes = 0
  const byType = new Map<string, number>()
  const byConstructor = new Map<string, number>()
  const codeByPackage = new Map<string, number>()
  const add = (map: Map<string, number>, key: string, bytes: number) => map.set(key, (map.get(key) ?? 0) + bytes)
  for (let node = 0; node < nodes.length; node += nodeFields) {
    const size = nodes[node + SIZE!]!
    const type = nodeTypes[nodes[node + TYPE!]!]!
    totalBytes += size
    add(byType, type, size)
    if (type === 'object') add(byConstructor, strings[nodes[node + NAME!]!]!, size)
    if (type !== 'code') continue
    for (const edge of edgesOf(node)) {
      const name = edgeName(edge)
      const target = edges[edge + 2]!
      if (name === 'source') add(codeByPackage, packageOf(strings[nodes[node + NAME!]!]!), nodes[target + SIZE!]!)
      if (name !== 'script_or_debug_info') continue
      // A function: its own size and its compiled data, counted for its script's package.
      const owner = packageOf(strings[nodes[target + NAME!]!]!)
      let bytes = size
      for (const child of edgesOf(node)) if (edgeName(child) === 'function_data') bytes += nodes[edges[child + 2]! + SIZE!]!
      add(codeByPackage, owner, bytes)
    }
  }
  const responses = heldBy('ServerResponse')
  return {
    totalBytes,
    byType: top(byType, count),
    byConstructor: top(byConstructor, count),
    codeByPackage: top(codeByPackage, count),
    responses,
  }

  /**
   * What keeps the objects of one constructor alive: each one's shortest path from the roots over
   * strong edges (breadth first), as its holders' names. Node's cleanup queue is left out: it lists
   * every web stream (Node 20's JSTransferable), a path that is shortest but never what holds one.
   */
  function heldBy(constructor: string) {
    const nodeCount = nodes.length / nodeFields
    const parent = new Int32Array(nodeCount).fill(-1)
    const via = new Int32Array(nodeCount).fill(-1)
    const reached = new Uint8Array(nodeCount)
    reached[0] = 1
    let level = [0]
    while (level.length) {
      const next: number[] = []
      for (const index of level) {
        if (strings[nodes[index * nodeFields + NAME!]!]!.includes('JSTransferable')) continue
        for (const edge of edgesOf(index * nodeFields)) {
          const target = edges[edge + 2]! / nodeFields
          if (edgeTypes[edges[edge]!] === 'weak' || reached[target]) continue
          reached[target] = 1
          parent[target] = index
          via[target] = edge
          next.push(target)
        }
      }
      level = next
    }
    const holderName = (index: number) => {
      const type = nodeTypes[nodes[index * nodeFields + TYPE!]!]!
      const name = strings[nodes[index * nodeFields + NAME!]!]!.slice(0, 40)
      return type === 'object' || type === 'closure' ? name || '(anonymous)' : `(${type}${name ? ` ${name}` : ''})`
    }
    const paths = new Map<string, number>()
    let found = 0
    for (let index = 0; index < nodeCount; index++) {
      const node = index * nodeFields
      if (nodeTypes[nodes[node + TYPE!]!] !== 'object' || strings[nodes[node + NAME!]!] !== constructor || !reached[index]) continue
      found++
      const steps: string[] = []
      for (let at = index; parent[at]! >= 0; at = parent[at]!) {
        // Indices and the links of a list (a timer list's next, next, …) would make every path its own.
        const step = `${holderName(parent[at]!)}.${(edgeName(via[at]!) || '[]').replace(/^\d+$/, '[]')}`
        if (steps.at(-1) !== step) steps.push(step)
      }
      add(paths, steps.reverse().join(' > '), 1)
    }
    return { count: found, heldBy: top(paths, 3) }
  }
}
