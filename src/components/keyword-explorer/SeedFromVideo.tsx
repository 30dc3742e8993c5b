'use client'

import { useEffect, useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { callApi } from '@/components/tools/api-client'
import { buttonClass } from '@/components/ui/button'

type Answer = { title: string; seeds: string[] }

/** A YouTube link pasted as the seed: offers the video's title and tags to explore instead of the URL. */
export function SeedFromVideo({ link, onPick }: { link: string; onPick: (seed: string) => void }) {
  const [answer, setAnswer] = useState<{ link: string; result: Awaited<ReturnType<typeof callApi<Answer>>> } | null>(null)
  useEffect(() => {
    let current = true
    void callApi<Answer>(`/api/keyword-explorer/video?url=${encodeURIComponent(link)}`).then((result) => {
      if (current) setAnswer({ link, result })
    })
    return () => {
      current = false
    }
  }, [link])
  if (!answer || answer.link !== link)
    return (
      <p role="status" className="text-sm text-muted">
        That is a YouTube video link: looking up its title and tags…
      </p>
    )
  if (!answer.result.ok) return <FormAlert tone="error">{answer.result.message}</FormAlert>
  const { title, seeds } = answer.result.data
  return (
    <section aria-labelledby="video-seeds-title" className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4">
      <h2 id="video-seeds-title" className="font-semibold [overflow-wrap:anywhere]">
        Explore keywords from “{title}” instead of its link
      </h2>
      <ul className="flex flex-wrap gap-2">
        {seeds.map((seed, index) => (
          <li key={seed}>
            <button type="button" onClick={() => onPick(seed)} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              {seed}
              <span className="sr-only">{index === 0 ? ' (the title)' : ' (a tag)'}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
