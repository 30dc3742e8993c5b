'use client'

import { ErrorScreen } from '@/components/errors/ErrorScreen'

export default function FrontendError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen error={error} reset={reset} />
}
