'use client'

import type Konva from 'konva'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { canvasOf, describeDesign, type Design } from '@/tools/thumbnail-maker'
import { parseVideoId } from '@/tools/youtube/video-id'

import { useQueryParam } from '@/components/tools/useQueryParam'
import { Canvas } from './Canvas'
import { DraftBar } from './DraftBar'
import { ExportPanel } from './ExportPanel'
import { KeyboardHelp } from './KeyboardHelp'
import { LayersPanel } from './LayersPanel'
import { NoticeArea } from './NoticeArea'
import { PreviewPanel } from './PreviewPanel'
import { PropertiesPanel } from './PropertiesPanel'
import { PublishingPanels } from './PublishingPanels'
import { createSignal } from './render'
import { SaveBar } from './SaveBar'
import { openSession } from './session'
import { EditorContext, useEditorContext, useEditorState } from './store'
import { TemplatePicker } from './TemplatePicker'
import { Toolbar } from './Toolbar'
import type { Overlays, PublishTarget, ThumbnailMakerProps } from './types'
import { useEditorKeys } from './useEditorKeys'
import { useImageImport } from './useImageImport'

/** Screen readers hear the design again once edits pause, not on every frame of a drag. */
const DESCRIBE_DELAY = 700

/**
 * The whole editor. Loaded in the browser only (see ThumbnailMaker): Konva needs a real canvas.
 * `draft` is the anonymous visitor's saved draft, which ThumbnailMaker reads before starting it.
 */
export function ThumbnailEditor({
  account,
  draft,
  onSaved,
}: ThumbnailMakerProps & { draft: Design | null; onSaved?: (id: number | string) => void }) {
  const [{ store, restored }] = useState(() => openSession(account, draft))
  const signedIn = account !== null
  const context = useMemo(() => ({ store, signedIn }), [store, signedIn])
  return (
    <EditorContext value={context}>
      <Editor restored={restored} onSaved={onSaved} videos={account?.videos} />
    </EditorContext>
  )
}

type EditorProps = { restored: boolean; onSaved?: (id: number | string) => void; videos?: PublishTarget[] }

function Editor({ restored, onSaved, videos }: EditorProps) {
  const { store, signedIn } = useEditorContext()
  const design = useEditorState().history.present
  const format = canvasOf(design)
  const { importYouTube } = useImageImport()
  const keyHandlers = useEditorKeys()
  const layerRef = useRef<Konva.Layer>(null)
  const [drawn] = useState(createSignal)
  const [overlays, setOverlays] = useState<Overlays>({ safeArea: false, timestamp: true })
  const [description, setDescription] = useState(() => describeDesign(design))
  const descriptionId = useId()
  const helpId = useId()
  const video = useQueryParam('video')
  const importedVideo = useRef('')

  useEffect(() => {
    const timer = window.setTimeout(() => setDescription(describeDesign(design)), DESCRIBE_DELAY)
    return () => window.clearTimeout(timer)
  }, [design])

  // A link from the thumbnail downloader (?video=<id>) brings that video's thumbnail in, once:
  // the parameter leaves the address so a reload does not add it again.
  useEffect(() => {
    if (!video || importedVideo.current === video) return
    importedVideo.current = video
    const url = new URL(window.location.href)
    url.searchParams.delete('video')
    window.history.replaceState(null, '', url)
    const parsed = parseVideoId(video)
    if (parsed.ok) void importYouTube(parsed.id)
    else store.notify({ tone: 'error', message: `The link’s video could not be imported. ${parsed.message}` })
  }, [video, importYouTube, store])

  return (
    <div className="@container" {...keyHandlers}>
      <div className="flex flex-col gap-4">
        {signedIn ? <SaveBar layerRef={layerRef} onSaved={onSaved} /> : <DraftBar restored={restored} />}
        <Toolbar overlays={overlays} onOverlaysChange={setOverlays} />
        <div className="grid items-start gap-4 @5xl:grid-cols-[minmax(0,1fr)_20rem] @5xl:grid-rows-[auto_1fr]">
          <div className="flex min-w-0 flex-col gap-3 @5xl:col-start-1 @5xl:row-start-1">
            <div className="rounded-2xl border border-border bg-card p-2 sm:p-3">
              {/* No wider than lets its whole height show under the page's header and the editor's bars (at 1366×900 too);
                  a tall Shorts frame may be narrower than a video's to do so. */}
              <div
                className="mx-auto w-full"
                style={{
                  maxWidth: `max(${format.height > format.width ? 14 : 20}rem, calc((100svh - 34rem) * ${format.width} / ${format.height}))`,
                }}
              >
                <Canvas layerRef={layerRef} overlays={overlays} drawn={drawn} descriptionId={descriptionId} helpId={helpId} />
              </div>
            </div>
            <NoticeArea />
            <KeyboardHelp id={helpId} />
            <p id={descriptionId} className="sr-only" aria-live="polite">
              {description}
            </p>
          </div>
          <div className="grid min-w-0 items-start gap-4 @3xl:grid-cols-2 @5xl:col-start-2 @5xl:row-span-2 @5xl:row-start-1 @5xl:grid-cols-1">
            <LayersPanel />
            <PropertiesPanel />
          </div>
          <div className="flex min-w-0 flex-col gap-4 @5xl:col-start-1 @5xl:row-start-2">
            <TemplatePicker />
            <ExportPanel layerRef={layerRef} />
            <PublishingPanels layerRef={layerRef} signedIn={signedIn} videos={videos ?? []} />
          </div>
        </div>
        <PreviewPanel layerRef={layerRef} drawn={drawn} />
      </div>
    </div>
  )
}
