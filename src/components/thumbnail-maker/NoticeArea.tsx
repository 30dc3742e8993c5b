'use client'

import { useEffect } from 'react'

import { Spinner } from '@/components/ui/Spinner'
import { cx } from '@/lib/cx'

import { IconButton } from './controls'
import { useEditorContext, useEditorState, type Notice } from './store'

/** Long enough to read twice; errors and progress stay until they are replaced. */
const SUCCESS_TIMEOUT = 8000

const TONES = {
  error: 'border-danger/40 bg-danger-soft text-danger',
  success: 'border-success/40 bg-success-soft text-success',
  info: 'border-border bg-bg-subtle text-fg',
}

/**
 * What the editor just did or could not do. Both live regions are always in the page, so screen
 * readers announce messages as they change; errors interrupt, the rest wait their turn.
 */
export function NoticeArea() {
  const { store } = useEditorContext()
  const { notice } = useEditorState()

  useEffect(() => {
    if (notice?.tone !== 'success') return
    const timer = window.setTimeout(() => store.notify(null), SUCCESS_TIMEOUT)
    return () => window.clearTimeout(timer)
  }, [notice, store])

  return (
    <>
      <div role="status">{notice && notice.tone !== 'error' ? <Message notice={notice} onDismiss={() => store.notify(null)} /> : null}</div>
      <div role="alert">{notice?.tone === 'error' ? <Message notice={notice} onDismiss={() => store.notify(null)} /> : null}</div>
    </>
  )
}

function Message({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <div className={cx('flex items-center gap-2 rounded-lg border py-1 pr-1 pl-3 text-sm font-medium', TONES[notice.tone])}>
      {notice.busy ? <Spinner /> : null}
      <span className="flex-1 py-1">{notice.message}</span>
      {notice.busy ? null : <IconButton icon="close" label="Dismiss message" onClick={onDismiss} />}
    </div>
  )
}
