import type { ServerComponentProps } from 'payload'

import { fieldLabel, ReadOnlyValue } from './ReadOnlyValue'

/**
 * A JSON field shown as formatted text. Payload's JSON editor loads its code from a public CDN
 * (which fails offline and under a strict Content-Security-Policy); these fields are written by the
 * site's tools, not by staff, so reading them is all the admin needs.
 */
export function JsonValueField({ field, value, data }: ServerComponentProps) {
  const shown = value ?? (field && 'name' in field ? (data as Record<string, unknown>)[field.name] : undefined)
  return (
    <ReadOnlyValue label={fieldLabel(field)}>
      <pre
        style={{
          maxHeight: '24rem',
          overflow: 'auto',
          margin: 0,
          padding: 'calc(var(--base) / 2)',
          background: 'var(--theme-elevation-50)',
          borderRadius: 4,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {shown === undefined || shown === null ? '—' : JSON.stringify(shown, null, 2)}
      </pre>
    </ReadOnlyValue>
  )
}
