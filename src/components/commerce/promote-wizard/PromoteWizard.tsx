'use client'

import Link from 'next/link'
import { useEffect, useState, type FormEvent } from 'react'

import { Field, inputClass } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { callApi } from '@/components/tools/api-client'
import { buttonClass } from '@/components/ui/button'
import { formatMoney, type Currency } from '@/commerce/money'
import { orderRequestQuery } from '@/commerce/checkout'
import {
  AGE_MAX,
  AGE_MIN,
  AUDIENCE_INTERESTS,
  TARGET_COUNTRIES,
  targetingFor,
  type Targeting,
  type TargetingOptions,
} from '@/commerce/targeting'
import { cx } from '@/lib/cx'
import type { VideoPreview } from '@/lib/data/commerce/checkout'
import { fieldErrorsFrom, type FieldErrors } from '@/lib/errors'
import { parseVideoId } from '@/tools/youtube/video-id'

import { CampaignSummary } from '../CampaignSummary'
import { stateFromParams, stateToQuery, type WizardState } from './wizard-state'

export type WizardService = {
  slug: string
  name: string
  summary: string
  targeting: TargetingOptions
  packages: {
    id: string
    name: string
    price: number
    currency: string
    deliverable: string
    durationDays: number
    popular?: boolean | null
  }[]
}

const STEPS = ['Video', 'Package', 'Audience', 'Review'] as const

/**
 * The targeting's schema brings zod (about 30 kB gzip), which only the audience step needs: it is
 * fetched when that step is shown, not with the page, whose first load it made slower to become
 * interactive on a phone (docs/benchmarks.md).
 */
const loadTargetingSchema = () => import('@/commerce/targeting-schema')

/**
 * Promote a video in four steps. The choices live in the URL and go to checkout as a link: each step
 * is its own history entry (the browser's Back goes to the previous step), edits within a step
 * replace the current one, and a reload renders the same step with the video's preview.
 */
export function PromoteWizard({
  services,
  initial,
  initialVideo,
}: {
  services: WizardService[]
  initial: WizardState
  initialVideo: VideoPreview | null
}) {
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
    if (!parsed.ok) {
      setErrors({ videoUrl: parsed.message })
      return
    }
    setChecking(true)
    const result = await callApi<VideoPreview>(`/api/youtube/video?url=${encodeURIComponent(state.videoUrl)}`)
    setChecking(false)
    if (!result.ok) {
      setErrors({ videoUrl: result.fields?.url ?? result.message })
      return
    }
    setErrors({})
    setVideo(result.data)
    // Checking again from a later step (the preview could not be loaded) stays on that step.
    update({ step: state.step === 1 ? 2 : state.step })
  }

  function toAudience() {
    if (!service || !pkg) {
      setErrors({ package: 'Choose a package to continue.' })
      return
    }
    setErrors({})
    update({ step: 3 })
  }

  // Fetched while the visitor chooses, so that Review finds it ready.
  useEffect(() => {
    if (state.step === 3) void loadTargetingSchema().catch(() => null)
  }, [state.step])

  async function toReview() {
    // Should the schema's script fail to load, checkout checks the same targeting and says what is wrong.
    const schema = await loadTargetingSchema().catch(() => null)
    if (!schema) {
      setErrors({})
      update({ step: 4 })
      return
    }
    const parsed = schema.targetingSchema.safeParse(state.targeting)
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues))
      return
    }
    setErrors({})
    update({ step: 4, targeting: parsed.data })
  }

  const go = (step: WizardState['step']) => () => update({ step })
  const targeting = service ? targetingFor(service.targeting, state.targeting) : state.targeting

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Steps">
        <ol className="grid grid-cols-4 gap-2">
          {STEPS.map((label, index) => {
            const step = (index + 1) as WizardState['step']
            const current = state.step === step
            return (
              <li
                key={label}
                aria-current={current ? 'step' : undefined}
                className={cx(
                  'rounded-lg border px-3 py-2 text-sm',
                  current
                    ? 'border-accent bg-accent-soft font-semibold text-accent-text'
                    : step < state.step
                      ? 'border-border text-fg'
                      : 'border-border text-muted',
                )}
              >
                <span className="block text-xs">Step {step}</span>
                {label}
              </li>
            )
          })}
        </ol>
      </nav>

      {state.step === 1 ? (
        <form onSubmit={checkVideo} noValidate className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6">
          <h2 className="text-xl font-bold">Which video should we promote?</h2>
          <Field
            label="YouTube video link"
            name="videoUrl"
            value={state.videoUrl}
            onChange={(e) => update({ videoUrl: e.target.value })}
            placeholder="https://www.youtube.com/watch?v=…"
            autoComplete="off"
            inputMode="url"
            error={errors.videoUrl}
            hint="It must be public. Shorts work too."
          />
          <SubmitButton pending={checking} pendingLabel="Checking the video…" className="self-start">
            Continue
          </SubmitButton>
        </form>
      ) : null}

      {state.step >= 2 && video ? (
        <div className="flex items-center gap-4 rounded-2xl border border-border bg-card p-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- the video's own thumbnail, through the site's proxy */}
          <img src={video.thumbnailUrl} alt="" width={160} height={90} className="h-[90px] w-40 rounded-lg object-cover" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{video.title}</p>
            <p className="text-sm text-muted">{video.channel}</p>
            <button type="button" onClick={go(1)} className="text-sm font-semibold text-accent-text hover:underline">
              Change video
            </button>
          </div>
        </div>
      ) : null}

      {state.step === 2 ? (
        <fieldset
          className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6"
          aria-describedby={errors.package ? 'package-error' : undefined}
        >
          <legend className="px-1 text-xl font-bold">Choose a service and package</legend>
          {services.map((option) => (
            <div key={option.slug} className="flex flex-col gap-2">
              <h3 className="font-semibold">
                {option.name} <span className="font-normal text-muted">· {option.summary}</span>
              </h3>
              <div className="grid gap-3 md:grid-cols-3">
                {option.packages.map((choice) => {
                  const checked = state.service === option.slug && state.package === choice.id
                  return (
                    <label
                      key={choice.id}
                      className={cx(
                        'flex cursor-pointer flex-col gap-1 rounded-xl border p-4',
                        checked ? 'border-accent bg-accent-soft' : 'border-border hover:bg-bg-subtle',
                      )}
                    >
                      <span className="flex items-center gap-2">
                        <input
                          type="radio"
                          name="package"
                          value={choice.id}
                          checked={checked}
                          onChange={() => update({ service: option.slug, package: choice.id })}
                          className="h-4 w-4 accent-[var(--accent)]"
                        />
                        <span className="font-semibold">{choice.name}</span>
                        {choice.popular ? (
                          <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-fg">
                            Most chosen
                          </span>
                        ) : null}
                      </span>
                      <span className="text-2xl font-extrabold tabular-nums">{formatMoney(choice.price, choice.currency as Currency)}</span>
                      <span className="text-sm text-muted">
                        {choice.deliverable} (estimate) · {choice.durationDays} days
                      </span>
                    </label>
                  )
                })}
              </div>
            </div>
          ))}
          {errors.package ? (
            <p id="package-error" className="text-sm font-medium text-danger">
              {errors.package}
            </p>
          ) : null}
          <div className="flex gap-2">
            <button type="button" onClick={go(1)} className={buttonClass({ variant: 'secondary' })}>
              Back
            </button>
            <button type="button" onClick={toAudience} className={buttonClass()}>
              Continue
            </button>
          </div>
        </fieldset>
      ) : null}

      {state.step === 3 && service ? (
        <Audience
          service={service}
          targeting={state.targeting}
          errors={errors}
          onChange={(t) => update({ targeting: t })}
          onBack={go(2)}
          onNext={() => void toReview()}
        />
      ) : null}

      {state.step === 4 && service && pkg ? (
        <section aria-labelledby="review-title" className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6">
          <h2 id="review-title" className="text-xl font-bold">
            Review your campaign
          </h2>
          <CampaignSummary
            video={{
              url: video?.watchUrl ?? state.videoUrl,
              title: video?.title,
              channel: video?.channel,
              thumbnailUrl: video?.thumbnailUrl,
            }}
            item={{ serviceName: service.name, packageName: pkg.name, deliverable: pkg.deliverable, durationDays: pkg.durationDays }}
            targeting={targeting}
            total={formatMoney(pkg.price, pkg.currency as Currency)}
          />
          <p className="text-sm text-muted">
            The price is confirmed at checkout from our catalogue. Campaigns run as real ads; results are estimates, not guarantees.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={go(3)} className={buttonClass({ variant: 'secondary' })}>
              Back
            </button>
            <Link href={`/checkout?${orderRequestQuery({ ...state, targeting })}`} className={buttonClass()}>
              Continue to checkout
            </Link>
          </div>
        </section>
      ) : null}
      {state.step > 1 && !video ? (
        <FormAlert tone="info">
          Check the video again to continue.{' '}
          <button type="button" onClick={() => void checkVideo()} className="underline">
            Check it now
          </button>
        </FormAlert>
      ) : null}
    </div>
  )
}

function Audience({
  service,
  targeting,
  errors,
  onChange,
  onBack,
  onNext,
}: {
  service: WizardService
  targeting: Targeting
  errors: FieldErrors
  onChange: (t: Targeting) => void
  onBack: () => void
  onNext: () => void
}) {
  const toggle = <T extends string>(values: T[], value: T) =>
    values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
  const ages = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => AGE_MIN + i)
  const offersAny = service.targeting.countries || service.targeting.interests || service.targeting.ageRange
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6">
      <h2 className="text-xl font-bold">Who should see the ads?</h2>
      {!offersAny ? (
        <p className="text-muted">This service finds the audience for you: ads are shown to people who watch videos like yours.</p>
      ) : null}
      {service.targeting.countries ? (
        <fieldset aria-describedby="countries-hint">
          <legend className="text-sm font-semibold">Countries</legend>
          <p id="countries-hint" className="text-sm text-muted">
            Leave all unticked to run worldwide. Up to 10.
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {TARGET_COUNTRIES.map(([code, name]) => (
              <label key={code} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={targeting.countries.includes(code)}
                  onChange={() => onChange({ ...targeting, countries: toggle(targeting.countries, code) })}
                  className="h-4 w-4 accent-[var(--accent)]"
                />
                {name}
              </label>
            ))}
          </div>
          {errors.countries ? <p className="mt-1 text-sm font-medium text-danger">{errors.countries}</p> : null}
        </fieldset>
      ) : null}
      {service.targeting.interests ? (
        <fieldset>
          <legend className="text-sm font-semibold">Audience interests (up to 5)</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {AUDIENCE_INTERESTS.map((interest) => (
              <label key={interest} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={targeting.interests.includes(interest)}
                  onChange={() => onChange({ ...targeting, interests: toggle(targeting.interests, interest) })}
                  className="h-4 w-4 accent-[var(--accent)]"
                />
                {interest}
              </label>
            ))}
          </div>
          {errors.interests ? <p className="mt-1 text-sm font-medium text-danger">{errors.interests}</p> : null}
        </fieldset>
      ) : null}
      {service.targeting.ageRange ? (
        <fieldset className="flex flex-wrap gap-4">
          <legend className="text-sm font-semibold">Age range</legend>
          {(['ageMin', 'ageMax'] as const).map((key) => (
            <div key={key} className="flex flex-col gap-1">
              <label htmlFor={`age-${key}`} className="text-sm">
                {key === 'ageMin' ? 'From' : 'To'}
              </label>
              <select
                id={`age-${key}`}
                value={targeting[key]}
                onChange={(e) => onChange({ ...targeting, [key]: Number(e.target.value) })}
                className={cx(inputClass, 'w-28')}
                aria-invalid={errors[key] ? true : undefined}
              >
                {ages.map((age) => (
                  <option key={age} value={age}>
                    {age === AGE_MAX ? `${age}+` : age}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {errors.ageMax ? <p className="w-full text-sm font-medium text-danger">{errors.ageMax}</p> : null}
        </fieldset>
      ) : null}
      <div className="flex gap-2">
        <button type="button" onClick={onBack} className={buttonClass({ variant: 'secondary' })}>
          Back
        </button>
        <button type="button" onClick={onNext} className={buttonClass()}>
          Review
        </button>
      </div>
    </div>
  )
}
