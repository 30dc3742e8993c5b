'use client'

import { startTransition, useCallback, useEffect, useState } from 'react'

import { Spinner } from '@/components/ui/Spinner'
import type { Design } from '@/tools/thumbnail-maker'

import type { ThumbnailMakerProps } from './types'

export type { ThumbnailMakerProps } from './types'

/**
 * Stands in for the editor while its code loads, with the editor's layout and approximate heights
 * so little moves when it arrives.
 */
function EditorSkeleton({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="@container" aria-busy="true">
      <div className="flex flex-col gap-4">
        <div
          className={
            signedIn
              ? 'h-[12.5rem] rounded-2xl border border-border bg-card sm:h-[8rem]'
              : 'h-[10.125rem] rounded-2xl border border-border bg-bg-subtle @xl:h-[5.875rem] @4xl:h-[4.625rem]'
          }
        />
        {/* The toolbar wraps to four rows on a phone, three on a tablet and one on a wide screen. */}
        <div className="h-[10.875rem] rounded-2xl border border-border bg-card @xl:h-[8.375rem] @4xl:h-[3.375rem]" />
        <div className="grid items-start gap-4 @5xl:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-3">
            <div className="rounded-2xl border border-border bg-card p-2 sm:p-3">
              <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-bg-subtle">
                <p role="status" className="flex items-center gap-2 text-sm font-semibold text-muted">
                  <Spinner className="h-5 w-5 text-accent-text" />
                  Loading the editor…
                </p>
              </div>
            </div>
            <div className="h-12" />
          </div>
          <div className="grid items-start gap-4 @3xl:grid-cols-2 @5xl:grid-cols-1">
            <div className="h-48 rounded-2xl border border-border bg-card" />
            <div className="h-80 rounded-2xl border border-border bg-card" />
          </div>
        </div>
      </div>
    </div>
  )
}

type Editor = typeof import('./ThumbnailEditor').ThumbnailEditor
type Loaded = { Editor: Editor; draft: Design | null }

/** Lets the browser handle what waits (input, rendering) before the next step. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0))

/**
 * Fetches the editor's code and starts it one part at a time, each in a task of its own: started
 * together, Konva, the design model, React's reconciler for Konva and the editor were one long task
 * on a phone, which blocked input for all of it (decision 008). zod is not
 * among them: it loads only to check an anonymous visitor's draft (draft.ts) or on the first save.
 */
async function loadEditor(anonymous: boolean): Promise<Loaded> {
  // Resolves once the stylesheet has loaded, so the faces are declared before any text is drawn.
  await import('./font-faces')
  await import('konva/lib/Core.js')
  await nextTask()
  // The arrow brings Konva's paths and their Bézier tables, over a third of the shapes' code.
  await import('konva/lib/shapes/Arrow.js')
  await nextTask()
  await import('./konva-shapes')
  await nextTask()
  await import('@/tools/thumbnail-maker')
  await nextTask()
  const draft = anonymous ? await (await import('./draft')).loadDraft() : null
  await nextTask()
  await import('react-konva/lib/ReactKonvaCore.js')
  await nextTask()
  return { Editor: (await import('./ThumbnailEditor')).ThumbnailEditor, draft }
}

/**
 * Resolves once the browser has painted the page and is idle: the editor's code (Konva and the
 * editor, the heaviest script of any public page) is fetched and run after the first paint, not
 * during hydration, where its long tasks kept the page from answering (decision 008).
 */
function afterFirstPaint(callback: () => void) {
  // Safari has no requestIdleCallback: a timeout after the frame does the same there.
  const hasIdleCallback = typeof (window.requestIdleCallback as unknown) === 'function'
  let cancel = () => {}
  const frame = requestAnimationFrame(() => {
    if (hasIdleCallback) {
      const handle = window.requestIdleCallback(callback, { timeout: 1_000 })
      cancel = () => window.cancelIdleCallback(handle)
    } else {
      const handle = window.setTimeout(callback, 0)
      cancel = () => window.clearTimeout(handle)
    }
  })
  return () => {
    cancelAnimationFrame(frame)
    cancel()
  }
}

type DesignId = number | string

const sameDesign = (a: DesignId | null, b: DesignId | null) => a !== null && b !== null && String(a) === String(b)

/**
 * Which editor the page shows, as a number to key it with: a new one whenever the page opens another
 * design (a design's card, "New design"), the same one when the address changes only because this
 * editor saved a new design and now names it (?design=<id>): the save revalidates the page, which
 * renders again for that address. Starting over then cost the "Saved" message, and showed the
 * loading skeleton again for a moment.
 */
function useEditorGeneration(openedId: DesignId | null) {
  const [session, setSession] = useState({ openedId, savedId: openedId, generation: 0 })
  if (openedId !== session.openedId) {
    const savedHere = sameDesign(openedId, session.savedId)
    setSession({
      openedId,
      savedId: savedHere ? session.savedId : openedId,
      generation: savedHere ? session.generation : session.generation + 1,
    })
  }
  const onSaved = useCallback((id: DesignId) => setSession((current) => ({ ...current, savedId: id })), [])
  return { generation: session.generation, onSaved }
}

/**
 * The thumbnail maker as pages render it. Konva needs a real canvas, so the editor loads in the
 * browser only, after the first paint, and its code ships with this component alone; the server
 * renders the skeleton. Mounting it is a transition, so React renders it in slices that let input through.
 */
export function ThumbnailMaker(props: ThumbnailMakerProps) {
  const anonymous = props.account === null
  const { generation, onSaved } = useEditorGeneration(props.account?.design?.id ?? null)
  const [loaded, setLoaded] = useState<Loaded | { error: unknown } | null>(null)
  useEffect(() => {
    let current = true
    const cancel = afterFirstPaint(() => {
      loadEditor(anonymous).then(
        (editor) => current && startTransition(() => setLoaded(editor)),
        (error: unknown) => current && setLoaded({ error }),
      )
    })
    return () => {
      current = false
      cancel()
    }
  }, [anonymous])
  // A script that fails to load reaches the page's error boundary, as a failed render would.
  if (loaded && 'error' in loaded) throw loaded.error
  return loaded ? (
    <loaded.Editor key={generation} {...props} draft={loaded.draft} onSaved={onSaved} />
  ) : (
    <EditorSkeleton signedIn={!anonymous} />
  )
}
