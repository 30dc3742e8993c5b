import type { Field } from 'payload'
import type { ReactNode } from 'react'

/** A labelled, read-only value in an admin edit view, in Payload's own field spacing. */
export function ReadOnlyValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label" style={{ fontWeight: 600, marginBottom: 'calc(var(--base) / 4)' }}>
        {label}
      </div>
      <div>{children}</div>
    </div>
  )
}

/** The field's label, or its name capitalised as Payload shows it. */
export function fieldLabel(field: Field): string {
  if ('label' in field && typeof field.label === 'string') return field.label
  return 'name' in field ? field.name.replace(/^./, (c) => c.toUpperCase()) : ''
}
