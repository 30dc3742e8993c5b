'use client'

import { useEffect, useState, type FormEvent } from 'react'

import { callApi } from '@/components/tools/api-client'
import type { VideoPreview } from '@/lib/data/commerce/checkout'
import { fieldErrorsFrom, type FieldErrors } from '@/lib/errors'
import { parseVideoId } from '@/tools/youtube/video-id'

import { stateFromParams, stateToQuery, type WizardState, type WizardService } from './wizard-state'

/**
 * The targeting's schema brings zod, which only the audience step needs: it is fetched when that
 * step is shown, not with the page (decision 008).
 */
const loadTargetingSchema = () => import('@/commerce/targeting-schema')

/**
 * The wizard's state and moves. The choices live in the URL: each step is its own history entry (the
 * browser's Back goes to the previous step), edits within a step replace the current one.
 */
export function usePromoteWizard(services: WizardService[], initial: WizardState, initialVideo: VideoPreview | null) {
  const [state, setState] = useState(initial)
  const [video, setVideo] = useState(initialVideo)
  const [checking, setChecking] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const service = services.find((s) => s.slug === state.service)
  const pkg = service?.packages.find((p) => p.id === state.package)

  useEffect(() => {
    const restore = () => {
      setState(stateFromParams(new URLSearchParams(window.location.search)))
      setErrors({})
    }
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  }, [])

  // Fetched while the visitor chooses, so that Review finds it ready.
  useEffect(() => {
    if (state.step === 3) void loadTargetingSchema().catch(() => null)
  }, [state.step])

  function update(patch: Partial<WizardState>) {
    const next = { ...state, ...patch }
    setState(next)
    const url = `/promote-video?${stateToQuery(next)}`
    // Next.js keeps its router in step with native history calls (useSearchParams, Back/Forward).
    if (next.step === state.step) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
  }

  async function checkVideo(event?: FormEvent) {
    event?.preventDefault()
    const parsed = parseVideoId(state.videoUrl)
    if (!parsed.ok) return setErrors({ videoUrl: parsed.message })
    setChecking(true)
    const result = await callApi<VideoPreview>(`/api/youtube/video?url=${encodeURIComponent(state.videoUrl)}`)
    setChecking(false)
    if (!result.ok) return setErrors({ videoUrl: result.fields?.url ?? result.message })
    setErrors({})
    setVideo(result.data)
    // Checking again from a later step (the preview could not be loaded) stays on that step.
    update({ step: state.step === 1 ? 2 : state.step })
  }

  function toAudience() {
    if (!service || !pkg) return setErrors({ package: 'Choose a package to continue.' })
    setErrors({})
    update({ step: 3 })
  }

  async function toReview() {
    // Should the schema's script fail to load, checkout checks the same targeting and says what is wrong.
    const schema = await loadTargetingSchema().catch(() => null)
    const parsed = schema?.targetingSchema.safeParse(state.targeting)
    if (parsed && !parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues))
    setErrors({})
    update({ step: 4, ...(parsed ? { targeting: parsed.data } : {}) })
  }

  return { state, video, checking, errors, service, pkg, update, checkVideo, toAudience, toReview }
}
