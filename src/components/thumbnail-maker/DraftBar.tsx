'use client'

import Link from 'next/link'
import { useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { useSignedInHint } from '@/components/layout/useSignedInHint'
import { buttonClass } from '@/components/ui/button'
import { createDesign } from '@/tools/thumbnail-maker'

import { useDraftAutosave } from './draft'
import { useEditorContext, useEditorState } from './store'

const SIGN_UP = `/auth?mode=signup&next=${encodeURIComponent('/dashboard/thumbnail-maker')}`

/** For visitors without an account: the design lives in this browser, saved as they work. */
export function DraftBar({ restored }: { restored: boolean }) {
  const { store } = useEditorContext()
  const design = useEditorState().history.present
  const problem = useDraftAutosave(design)
  const [showRestored, setShowRestored] = useState(restored)
  const signedIn = useSignedInHint()

  function startOver() {
    store.edit(() => createDesign())
    store.select(null)
    setShowRestored(false)
    store.notify({ tone: 'success', message: 'Started a new design. Undo brings the previous one back.' })
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-bg-subtle p-4 sm:flex-row sm:items-center sm:justify-between">
        {signedIn ? (
          <p className="text-sm">
            On this public page, your design is kept in this browser as you work.{' '}
            <Link href="/dashboard/thumbnail-maker" className="font-semibold text-accent-text underline">
              Open the maker in your dashboard
            </Link>{' '}
            to save designs and photos to your account.
          </p>
        ) : (
          <p className="text-sm">
            Your design is kept <strong>in this browser only</strong> and saved as you work.{' '}
            <Link href={SIGN_UP} className="font-semibold text-accent-text underline">
              Create a free account
            </Link>{' '}
            to save designs and photos to your account and open them anywhere.
          </p>
        )}
        <button type="button" onClick={startOver} className={buttonClass({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}>
          Start over
        </button>
      </div>
      {showRestored ? (
        <div role="status" className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-2 text-sm">
          <span>Welcome back: we restored the design you were working on in this browser.</span>
          <button type="button" onClick={() => setShowRestored(false)} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            Dismiss
          </button>
        </div>
      ) : null}
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
    </div>
  )
}
