import { formatMoney, type Currency } from '@/commerce/money'
import { cx } from '@/lib/cx'

import { StepButtons } from './StepList'
import type { WizardService } from './wizard-state'

type Choice = { service?: string; package?: string }

/** Step 2: every service's packages as one group of radio buttons. */
export function PackageStep(props: {
  services: WizardService[]
  chosen: Choice
  error?: string
  onChoose: (choice: Required<Choice>) => void
  onBack: () => void
  onNext: () => void
}) {
  return (
    <fieldset
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6"
      aria-describedby={props.error ? 'package-error' : undefined}
    >
      {/* Floated, the legend is laid out inside the card like a heading instead of straddling its top border. */}
      <legend className="float-left w-full text-xl font-bold">Choose a service and package</legend>
      {props.services.map((option) => (
        <div key={option.slug} className="flex flex-col gap-2">
          <h3 className="font-semibold">
            {option.name} <span className="font-normal text-muted">· {option.summary}</span>
          </h3>
          <div className="grid gap-3 md:grid-cols-3">
            {option.packages.map((choice) => {
              const checked = props.chosen.service === option.slug && props.chosen.package === choice.id
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
                      onChange={() => props.onChoose({ service: option.slug, package: choice.id })}
                      className="h-4 w-4 accent-[var(--accent)]"
                    />
                    <span className="font-semibold">{choice.name}</span>
                    {choice.popular ? (
                      <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-fg">Recommended</span>
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
      {props.error ? (
        <p id="package-error" className="text-sm font-medium text-danger">
          {props.error}
        </p>
      ) : null}
      <StepButtons next="Continue" onBack={props.onBack} onNext={props.onNext} />
    </fieldset>
  )
}
