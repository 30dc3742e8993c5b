'use client'

import { useState } from 'react'

import { buttonClass } from '@/components/ui/button'

/** Throws while rendering, as a real bug would, to check the error screen and browser reporting. */
export function ClientErrorTrigger() {
  const [broken, setBroken] = useState(false)
  if (broken) throw new Error('Diagnostics: a test error thrown in the browser')
  return (
    <button type="button" onClick={() => setBroken(true)} className={buttonClass({ variant: 'danger' })}>
      Throw an error in the browser
    </button>
  )
}
