'use client'

import { useActionState, useState, type FormEvent } from 'react'
import type { z } from 'zod'

import { fieldErrorsFrom, type FieldErrors } from '@/lib/errors'
import { formInput, idle, type FormState } from '@/lib/forms'

type Action = (state: FormState, formData: FormData) => Promise<FormState>

/**
 * Runs a server action from a form, checking the input with the same zod schema in the browser
 * first: mistakes are shown next to their field at once, and only valid input reaches the server
 * (which checks again). Without JavaScript the form still posts and the server answers the same way.
 */
export function useValidatedAction<S extends z.ZodType>(schema: S, action: Action) {
  const [state, formAction, pending] = useActionState(action, idle)
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const [submittedState, setSubmittedState] = useState(state)

  // A new server answer replaces whatever the browser found before.
  if (submittedState !== state) {
    setSubmittedState(state)
    setClientErrors(null)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const result = schema.safeParse(formInput(new FormData(form)))
    if (result.success) {
      setClientErrors(null)
      return
    }
    event.preventDefault()
    const errors = fieldErrorsFrom(result.error.issues)
    setClientErrors(errors)
    const first = Object.keys(errors)[0]
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.()
  }

  const errors: FieldErrors = clientErrors ?? (state.status === 'error' ? (state.fieldErrors ?? {}) : {})
  const values = state.status === 'idle' ? {} : (state.values ?? {})
  return { state, formAction, pending, onSubmit, errors, values }
}
