'use client'

import { FormAlert } from '@/components/forms/FormAlert'
import { targetingFor } from '@/commerce/targeting'
import type { VideoPreview } from '@/lib/data/commerce/checkout'

import { AudienceStep } from './AudienceStep'
import { PackageStep } from './PackageStep'
import { ReviewStep } from './ReviewStep'
import { StepList } from './StepList'
import { usePromoteWizard } from './usePromoteWizard'
import { VideoCard, VideoStep } from './VideoStep'
import type { WizardService, WizardState } from './wizard-state'

/**
 * Promote a video in four steps: video, package, audience, review. The choices live in the URL and
 * go to checkout as a link, so Back, a reload or a shared link keeps them (usePromoteWizard).
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
  const { state, video, checking, errors, service, pkg, update, checkVideo, toAudience, toReview } = usePromoteWizard(
    services,
    initial,
    initialVideo,
  )
  const go = (step: WizardState['step']) => () => update({ step })
  const targeting = service ? targetingFor(service.targeting, state.targeting) : state.targeting

  return (
    <div className="flex flex-col gap-6">
      <StepList step={state.step} />
      {state.step === 1 ? (
        <VideoStep
          videoUrl={state.videoUrl}
          error={errors.videoUrl}
          checking={checking}
          onChange={(videoUrl) => update({ videoUrl })}
          onSubmit={checkVideo}
        />
      ) : null}
      {state.step >= 2 && video ? <VideoCard video={video} onChange={go(1)} /> : null}
      {state.step === 2 ? (
        <PackageStep
          services={services}
          chosen={state}
          error={errors.package}
          onChoose={(choice) => update(choice)}
          onBack={go(1)}
          onNext={toAudience}
        />
      ) : null}
      {state.step === 3 && service ? (
        <AudienceStep
          service={service}
          targeting={state.targeting}
          errors={errors}
          onChange={(t) => update({ targeting: t })}
          onBack={go(2)}
          onNext={() => void toReview()}
        />
      ) : null}
      {state.step === 4 && service && pkg ? (
        <ReviewStep state={state} video={video} service={service} pkg={pkg} targeting={targeting} onBack={go(3)} />
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
