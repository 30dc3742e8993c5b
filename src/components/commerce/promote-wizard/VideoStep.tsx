import type { FormEvent } from 'react'

import { Field } from '@/components/forms/Field'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { YouTubeImage } from '@/components/media/YouTubeImage'
import type { VideoPreview } from '@/lib/data/commerce/checkout'

/** Step 1: the link of the video to promote, checked with YouTube before the wizard goes on. */
export function VideoStep(props: {
  videoUrl: string
  error?: string
  checking: boolean
  onChange: (videoUrl: string) => void
  onSubmit: (event: FormEvent) => void
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6">
      <h2 className="text-xl font-bold">Which video should we promote?</h2>
      <Field
        label="YouTube video link"
        name="videoUrl"
        value={props.videoUrl}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder="https://www.youtube.com/watch?v=…"
        autoComplete="off"
        inputMode="url"
        error={props.error}
        hint="It must be public. Shorts work too."
      />
      <SubmitButton pending={props.checking} pendingLabel="Checking the video…" className="self-start">
        Continue
      </SubmitButton>
    </form>
  )
}

/** The chosen video, shown above the later steps, with the way back to change it. */
export function VideoCard({ video, onChange }: { video: VideoPreview; onChange: () => void }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-border bg-card p-4">
      <YouTubeImage src={video.thumbnailUrl} alt="" width={160} height={90} className="h-[90px] w-40 rounded-lg object-cover" />
      <div className="min-w-0">
        <p className="truncate font-semibold">{video.title}</p>
        <p className="text-sm text-muted">{video.channel}</p>
        <button type="button" onClick={onChange} className="text-sm font-semibold text-accent-text hover:underline">
          Change video
        </button>
      </div>
    </div>
  )
}
