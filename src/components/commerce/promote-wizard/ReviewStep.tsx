import Link from 'next/link'

import { buttonClass } from '@/components/ui/button'
import { orderRequestQuery } from '@/commerce/checkout'
import { formatMoney, type Currency } from '@/commerce/money'
import type { Targeting } from '@/commerce/targeting'
import type { VideoPreview } from '@/lib/data/commerce/checkout'

import { CampaignSummary } from '../CampaignSummary'
import type { WizardState, WizardService } from './wizard-state'

/** Step 4: the campaign as it will be ordered, and the link to checkout carrying every choice. */
export function ReviewStep(props: {
  state: WizardState
  video: VideoPreview | null
  service: WizardService
  pkg: WizardService['packages'][number]
  targeting: Targeting
  onBack: () => void
}) {
  const { state, video, service, pkg, targeting } = props
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6">
      <h2 id="review-title" className="text-xl font-bold">
        Review your campaign
      </h2>
      <CampaignSummary
        video={{ url: video?.watchUrl ?? state.videoUrl, title: video?.title, channel: video?.channel, thumbnailUrl: video?.thumbnailUrl }}
        item={{ serviceName: service.name, packageName: pkg.name, deliverable: pkg.deliverable, durationDays: pkg.durationDays }}
        targeting={targeting}
        total={formatMoney(pkg.price, pkg.currency as Currency)}
      />
      <p className="text-sm text-muted">
        The price is confirmed at checkout from our catalogue. Campaigns run as real ads; results are estimates, not guarantees.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={props.onBack} className={buttonClass({ variant: 'secondary' })}>
          Back
        </button>
        <Link href={`/checkout?${orderRequestQuery({ ...state, targeting })}`} className={buttonClass()}>
          Continue to checkout
        </Link>
      </div>
    </section>
  )
}
