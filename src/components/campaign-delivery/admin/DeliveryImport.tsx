'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'

type Outcome = { tone: 'success' | 'error'; text: string }

/**
 * The order's "Import daily report" box in the admin: sends a Google Ads CSV to the staff-only import
 * endpoint and says what was imported, or which row is wrong (nothing is imported then).
 */
export function DeliveryImport() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  async function submit() {
    const file = input.current?.files?.[0]
    if (!file) return setOutcome({ tone: 'error', text: 'Choose the CSV file of the campaign report first.' })
    setBusy(true)
    setOutcome(null)
    try {
      const body = new FormData()
      body.set('report', file)
      const response = await fetch(`/api/campaign-delivery/${id}/import`, { method: 'POST', body, credentials: 'include' })
      const json = (await response.json().catch(() => ({}))) as { imported?: number; replaced?: number; error?: { message?: string } }
      if (!response.ok) setOutcome({ tone: 'error', text: json.error?.message ?? `The import failed (HTTP ${response.status}).` })
      else {
        setOutcome({
          tone: 'success',
          text: `Imported ${json.imported} ${json.imported === 1 ? 'day' : 'days'}${json.replaced ? ` (${json.replaced} replaced)` : ''}.`,
        })
        if (input.current) input.current.value = ''
        router.refresh()
      }
    } catch {
      setOutcome({ tone: 'error', text: 'The server could not be reached. Try again.' })
    } finally {
      setBusy(false)
    }
  }

  if (!id) return null
  // A div, not a form: the box sits inside the admin's document form, and a nested form is invalid
  // HTML (the browser drops it, which breaks hydration) and would submit the order instead.
  return (
    <div
      className="field-type"
      style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem', marginBottom: '1.5rem' }}
      aria-busy={busy}
    >
      <label htmlFor={inputId} className="field-label" style={{ fontWeight: 600 }}>
        Import daily report (CSV)
      </label>
      <p style={{ margin: '0.25rem 0 0.75rem', color: 'var(--theme-elevation-650)' }}>
        A Google Ads video campaign report segmented by day (Day, Impressions, Views, Cost, Watch time). Days already recorded are replaced;
        a file with a bad row is refused whole.
      </p>
      <input ref={input} id={inputId} name="report" type="file" accept=".csv,.tsv,text/csv,text/tab-separated-values" disabled={busy} />
      <div style={{ marginTop: '0.75rem' }}>
        <Button type="button" onClick={submit} buttonStyle="secondary" size="small" disabled={busy} margin={false}>
          {busy ? 'Importing…' : 'Import report'}
        </Button>
      </div>
      {/* The 750 shades turn light in the dark theme: the outcome reads in both (the 500s fail contrast on dark). */}
      <p
        role="status"
        aria-live="polite"
        style={{ marginTop: '0.75rem', color: outcome?.tone === 'error' ? 'var(--theme-error-750)' : 'var(--theme-success-750)' }}
      >
        {outcome?.text}
      </p>
    </div>
  )
}
