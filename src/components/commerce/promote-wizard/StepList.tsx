import { buttonClass } from '@/components/ui/button'
import { cx } from '@/lib/cx'

import type { WizardState } from './wizard-state'

const STEPS = ['Video', 'Package', 'Audience', 'Review'] as const

/** Where the visitor is in the wizard: the current step is marked for screen readers too. */
export function StepList({ step }: { step: WizardState['step'] }) {
  return (
    <nav aria-label="Steps">
      <ol className="grid grid-cols-4 gap-2">
        {STEPS.map((label, index) => {
          const number = index + 1
          const current = step === number
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={cx(
                // A quarter of a 360 px phone leaves "Audience" about 60 px: smaller text and padding there.
                'min-w-0 rounded-lg border px-2 py-2 text-xs sm:px-3 sm:text-sm',
                current
                  ? 'border-accent bg-accent-soft font-semibold text-accent-text'
                  : number < step
                    ? 'border-border text-fg'
                    : 'border-border text-muted',
              )}
            >
              <span className="block text-xs">Step {number}</span>
              {label}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** Back to the previous step, and on to the next one. */
export function StepButtons({ next, onBack, onNext }: { next: string; onBack: () => void; onNext: () => void }) {
  return (
    <div className="flex gap-2">
      <button type="button" onClick={onBack} className={buttonClass({ variant: 'secondary' })}>
        Back
      </button>
      <button type="button" onClick={onNext} className={buttonClass()}>
        {next}
      </button>
    </div>
  )
}
