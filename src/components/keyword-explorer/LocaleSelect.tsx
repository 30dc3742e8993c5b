import { inputClass } from '@/components/forms/Field'

/** The language or the country the suggestions are asked for (suggest's `hl` and `gl`). */
export function LocaleSelect(props: {
  id: string
  name: string
  label: string
  value: string
  options: readonly { code: string; name: string }[]
  onChange: (value: string) => void
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="text-sm font-semibold">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClass}
      >
        {props.options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  )
}
