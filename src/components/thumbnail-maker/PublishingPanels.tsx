'use client'

import type Konva from 'konva'
import type React from 'react'

import { Panel } from './controls'
import { PublishPanel } from './PublishPanel'
import { useCanvasFormat } from './store'
import { TestPackPanel } from './TestPackPanel'
import type { PublishTarget } from './types'

type Props = { layerRef: React.RefObject<Konva.Layer | null>; signedIn: boolean; videos: PublishTarget[] }

/**
 * What can go to YouTube from here: the Test & Compare pack and, signed in, "Set on YouTube". A format
 * YouTube does not take as a thumbnail (a Shorts frame, decision 026) is for export: in their place,
 * why neither applies and what to do with the export instead.
 */
export function PublishingPanels({ layerRef, signedIn, videos }: Props) {
  if (useCanvasFormat().settableOnYouTube) {
    return (
      <>
        <TestPackPanel layerRef={layerRef} />
        {signedIn ? <PublishPanel layerRef={layerRef} videos={videos} /> : null}
      </>
    )
  }
  return (
    <>
      <Panel title="Test & Compare pack">
        {/* Studio tests long-form videos' thumbnails; a Short's is a frame picked in the app. */}
        <p className="text-sm text-muted">Not for Shorts: YouTube Studio’s thumbnail test is for long-form videos only.</p>
      </Panel>
      {signedIn ? (
        <Panel title="Shorts on YouTube">
          {/* thumbnails.set takes 1280 × 720 only, and the server refuses any other size. */}
          <p className="text-sm text-muted">
            A Shorts frame is for export: YouTube takes a Short’s thumbnail from a frame of the Short, chosen in the YouTube app, so it
            cannot be set from here. Download it, put it in your Short, and pick that frame as the thumbnail when you upload.
          </p>
        </Panel>
      ) : null}
    </>
  )
}
