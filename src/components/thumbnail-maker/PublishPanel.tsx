'use client'

import type Konva from 'konva'
import Link from 'next/link'
import type React from 'react'
import { useId, useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { inputClass } from '@/components/forms/Field'
import { buttonClass } from '@/components/ui/button'
import { Spinner } from '@/components/ui/Spinner'
import { checkThumbnail, THUMBNAIL_PROBLEMS } from '@/tools/channel/thumbnail-image'

import { Panel } from './controls'
import { encodeCanvas, renderForExport } from './export-file'
import { Icon } from './icons'
import { useEditorContext } from './store'
import type { PublishTarget } from './types'

type ErrorAnswer = { error?: { message?: string; fields?: Record<string, string> } }

/** The JPEG YouTube will take (checked here, and again by the server), or the reason it will not. */
async function thumbnailFile(canvas: HTMLCanvasElement): Promise<Blob> {
  const { blob, fits } = await encodeCanvas(canvas, 'jpeg')
  const checked = fits ? checkThumbnail(new Uint8Array(await blob.arrayBuffer())) : ({ ok: false, problem: 'too_large' } as const)
  if (!checked.ok) throw new Error(THUMBNAIL_PROBLEMS[checked.problem])
  return blob
}

async function sendForReview(videoId: string, image: Blob): Promise<string> {
  const form = new FormData()
  form.set('videoId', videoId)
  form.set('image', image, 'thumbnail.jpg')
  const response = await fetch('/api/thumbnail-changes', { method: 'POST', body: form })
  const answer = (await response.json().catch(() => ({}))) as { reviewUrl?: string } & ErrorAnswer
  if (response.ok && answer.reviewUrl) return answer.reviewUrl
  throw new Error(answer.error?.fields?.image ?? answer.error?.message ?? 'The thumbnail could not be sent. Please try again.')
}

/**
 * "Set as thumbnail on YouTube" for a video of the creator's connected channel (decision 022): the
 * design is exported as a JPEG within 2 MB and sent for review, where the live thumbnail is shown
 * beside it; nothing reaches YouTube before that page's button.
 */
export function PublishPanel({ layerRef, videos }: { layerRef: React.RefObject<Konva.Layer | null>; videos: PublishTarget[] }) {
  const { store } = useEditorContext()
  const [videoId, setVideoId] = useState(videos[0]?.videoId ?? '')
  const [state, setState] = useState<{ status: 'idle' | 'working' } | { status: 'error'; message: string }>({ status: 'idle' })
  const selectId = useId()
  const errorId = useId()

  if (videos.length === 0) {
    return (
      <Panel title="Set on YouTube">
        <p className="text-sm text-muted">
          Connect your YouTube channel to set this design as a video’s thumbnail, with the one it replaces kept so you can put it back.{' '}
          <Link href="/dashboard/channel" className="font-semibold text-accent-text hover:underline">
            Connect a channel
          </Link>
        </p>
      </Panel>
    )
  }

  async function review() {
    setState({ status: 'working' })
    try {
      const canvas = await renderForExport(store.getState().history.present, layerRef)
      window.location.assign(await sendForReview(videoId, await thumbnailFile(canvas)))
    } catch (error) {
      setState({ status: 'error', message: error instanceof Error ? error.message : 'The thumbnail could not be sent.' })
    }
  }

  const working = state.status === 'working'
  return (
    <Panel title="Set on YouTube">
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-semibold">
            Video of your channel
          </label>
          <select
            id={selectId}
            value={videoId}
            onChange={(event) => setVideoId(event.target.value)}
            aria-describedby={state.status === 'error' ? errorId : undefined}
            className={inputClass}
          >
            {videos.map((video) => (
              <option key={video.videoId} value={video.videoId}>
                {video.title}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm text-muted">
          Next you see the thumbnail live now beside this design; nothing changes on YouTube until you confirm.
        </p>
        <button
          type="button"
          disabled={working}
          onClick={() => void review()}
          className={buttonClass({ size: 'sm', className: 'self-start' })}
        >
          {working ? <Spinner /> : <Icon name="upload" />}
          Set as thumbnail on YouTube…
        </button>
        {state.status === 'error' ? (
          <div id={errorId}>
            <FormAlert tone="error">{state.message}</FormAlert>
          </div>
        ) : null}
      </div>
    </Panel>
  )
}
