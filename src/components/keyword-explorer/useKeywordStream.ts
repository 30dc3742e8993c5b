'use client'

import { useCallback, useRef, useState } from 'react'

import type { ExplorerResult } from '@/tools/keyword-explorer/types'

export type ExplorerState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; result: ExplorerResult }
  | { status: 'error'; message: string }

type StreamLine =
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; result: ExplorerResult }
  | { type: 'error'; error: { message: string } }

/** Runs an exploration and follows its progress line by line (NDJSON from /api/keyword-explorer). */
export function useKeywordStream() {
  const [state, setState] = useState<ExplorerState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)

  const run = useCallback(async (query: { q: string; hl: string; gl: string }) => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setState({ status: 'running', done: 0, total: 0 })
    const params = new URLSearchParams({ ...query, stream: '1' })
    let response: Response
    try {
      response = await fetch(`/api/keyword-explorer?${params}`, { signal: abort.signal })
    } catch {
      if (!abort.signal.aborted)
        setState({ status: 'error', message: 'We could not reach the server. Check your connection and try again.' })
      return
    }
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
      setState({ status: 'error', message: body?.error?.message ?? 'Something went wrong on our side. Please try again.' })
      return
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      buffer += value
      let newline = buffer.indexOf('\n')
      while (newline !== -1) {
        const line = JSON.parse(buffer.slice(0, newline)) as StreamLine
        buffer = buffer.slice(newline + 1)
        if (line.type === 'progress') setState({ status: 'running', done: line.done, total: line.total })
        else if (line.type === 'result') setState({ status: 'done', result: line.result })
        else setState({ status: 'error', message: line.error.message })
        newline = buffer.indexOf('\n')
      }
    }
    setState((current) =>
      current.status === 'running' ? { status: 'error', message: 'The search stopped before it finished. Please try again.' } : current,
    )
  }, [])

  return { state, run }
}
