import { MIN_CAMPAIGNS_FOR_ESTIMATE, type Estimate } from '@/tools/campaign-delivery/progress'

const n = (value: number) => value.toLocaleString('en-US')

/** Under a package's price: what past campaigns delivered, or an honest "this is a target". */
export function PackageEstimate({ estimate }: { estimate: Estimate | undefined }) {
  if (!estimate) {
    return (
      <p className="mt-3 text-sm text-muted">
        A target, not history yet: fewer than {MIN_CAMPAIGNS_FOR_ESTIMATE} campaigns of this package have finished with recorded delivery.
      </p>
    )
  }
  return (
    <p className="mt-3 text-sm text-muted">
      Past {estimate.campaigns} campaigns: median {n(estimate.median)} views (from {n(estimate.low)} to {n(estimate.high)}).
    </p>
  )
}
