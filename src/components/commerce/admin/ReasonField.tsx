'use client'

import { useId } from 'react'

/** The refund panel's free-text reason (an issued refund's why, a declined request's answer), up to the schema's 1,000 characters. */
export function ReasonField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} rows={2} style={{ width: '100%' }} maxLength={1000} />
    </>
  )
}
