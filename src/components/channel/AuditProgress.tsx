'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** The audit's progress bar; while it runs, the page reloads its data every few seconds. */
export function AuditProgress({ status, done, total }: { status: string; done: number; total: number }) {
  const router = useRouter()
  const running = status === 'queued' || status === 'running'
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => router.refresh(), 3000)
    return () => clearInterval(timer)
  }, [running, router])
  if (!running) return null
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="audit-progress" className="text-sm font-semibold">
        {status === 'queued' ? 'The audit starts in a moment…' : `Auditing: ${done} of ${total} videos scored`}
      </label>
      <progress id="audit-progress" max={Math.max(total, 1)} value={done} className="h-3 w-full accent-[var(--accent)]" />
    </div>
  )
}
