import { Field, inputClass } from '@/components/forms/Field'
import { cx } from '@/lib/cx'
import type { FieldErrors } from '@/lib/errors'
import { utf8Bytes, youtubeTagsLength } from '@/tools/seo-analyzer/measure'

/** How much of one of YouTube's limits a field uses, red once past it. */
function Counter({ value, limit, unit }: { value: number; limit: number; unit: string }) {
  return (
    <span className={cx('tabular-nums', value > limit ? 'font-semibold text-danger' : 'text-muted')}>
      {value.toLocaleString('en-US')}/{limit.toLocaleString('en-US')} {unit}
    </span>
  )
}

type FieldProps = {
  value: (name: string) => string
  set: (name: string) => (event: { target: { value: string } }) => void
  errors: FieldErrors
}

/** The typed-in metadata: title, description and tags, each counted as YouTube counts it. */
export function ManualFields({ value, set, errors }: FieldProps) {
  const tags = value('tags')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
  return (
    <>
      <Field
        label="Title"
        name="title"
        value={value('title')}
        onChange={set('title')}
        autoComplete="off"
        error={errors.title}
        hint={<Counter value={[...value('title')].length} limit={100} unit="characters" />}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="seo-description" className="text-sm font-semibold">
          Description
        </label>
        <textarea
          id="seo-description"
          name="description"
          rows={8}
          value={value('description')}
          onChange={set('description')}
          aria-describedby="seo-description-count"
          aria-invalid={errors.description ? true : undefined}
          className={cx(inputClass, 'h-auto py-2')}
        />
        <p id="seo-description-count" className="text-sm">
          <Counter value={utf8Bytes(value('description'))} limit={5000} unit="bytes" />{' '}
          <span className="text-muted">(emoji and accented letters take more than one)</span>
        </p>
        {errors.description ? <p className="text-sm font-medium text-danger">{errors.description}</p> : null}
      </div>
      <Field
        label="Tags, separated by commas"
        name="tags"
        value={value('tags')}
        onChange={set('tags')}
        autoComplete="off"
        error={errors.tags}
        hint={
          <>
            <Counter value={youtubeTagsLength(tags)} limit={500} unit="characters as YouTube counts them" /> · {tags.length} tags
          </>
        }
      />
    </>
  )
}
