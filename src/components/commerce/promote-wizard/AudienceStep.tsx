import { inputClass } from '@/components/forms/Field'
import { AGE_MAX, AGE_MIN, AUDIENCE_INTERESTS, TARGET_COUNTRIES, type Targeting } from '@/commerce/targeting'
import { cx } from '@/lib/cx'
import type { FieldErrors } from '@/lib/errors'

import { StepButtons } from './StepList'
import type { WizardService } from './wizard-state'

const toggle = <T extends string>(values: T[], value: T) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
const AGES = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => AGE_MIN + i)

/** A list of checkboxes for one kind of targeting, with its error below. */
function Choices<T extends string>(props: {
  legend: string
  hint?: string
  options: readonly (readonly [T, string])[]
  chosen: T[]
  error?: string
  columns: string
  onChange: (chosen: T[]) => void
}) {
  const hintId = props.hint ? `${props.legend.toLowerCase().replace(/\W+/g, '-')}-hint` : undefined
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-semibold">{props.legend}</legend>
      {props.hint ? (
        <p id={hintId} className="text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
      <div className={cx('mt-2 grid grid-cols-2 gap-2', props.columns)}>
        {props.options.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={props.chosen.includes(value)}
              onChange={() => props.onChange(toggle(props.chosen, value))}
              className="h-4 w-4 accent-[var(--accent)]"
            />
            {label}
          </label>
        ))}
      </div>
      {props.error ? <p className="mt-1 text-sm font-medium text-danger">{props.error}</p> : null}
    </fieldset>
  )
}

/** Step 3: who should see the ads, as far as the service lets the customer choose. */
export function AudienceStep(props: {
  service: WizardService
  targeting: Targeting
  errors: FieldErrors
  onChange: (targeting: Targeting) => void
  onBack: () => void
  onNext: () => void
}) {
  const { service, targeting, errors, onChange } = props
  const offersAny = service.targeting.countries || service.targeting.interests || service.targeting.ageRange
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6">
      <h2 className="text-xl font-bold">Who should see the ads?</h2>
      {!offersAny ? (
        <p className="text-muted">This service finds the audience for you: ads are shown to people who watch videos like yours.</p>
      ) : null}
      {service.targeting.countries ? (
        <Choices
          legend="Countries"
          hint="Leave all unticked to run worldwide. Up to 10."
          options={TARGET_COUNTRIES}
          chosen={targeting.countries}
          error={errors.countries}
          columns="sm:grid-cols-3 lg:grid-cols-4"
          onChange={(countries) => onChange({ ...targeting, countries })}
        />
      ) : null}
      {service.targeting.interests ? (
        <Choices
          legend="Audience interests (up to 5)"
          options={AUDIENCE_INTERESTS.map((interest) => [interest, interest] as const)}
          chosen={targeting.interests}
          error={errors.interests}
          columns="sm:grid-cols-3"
          onChange={(interests) => onChange({ ...targeting, interests })}
        />
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
                {AGES.map((age) => (
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
      <StepButtons next="Review" onBack={props.onBack} onNext={props.onNext} />
    </div>
  )
}
