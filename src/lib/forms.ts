import type { z } from 'zod'

import { fieldErrorsFrom, type FieldErrors } from './errors'

/** What a server action returns to its form. */
export type FormState =
  | { status: 'idle' }
  | { status: 'error'; message?: string; fieldErrors?: FieldErrors; values?: Record<string, string> }
  | { status: 'success'; message: string; values?: Record<string, string> }

export const idle: FormState = { status: 'idle' }

/** FormData as plain strings, without files and without the password fields (never echoed back). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string' && !/password|token/i.test(key) && !key.startsWith('$')) values[key] = value
  }
  return values
}

export function formInput(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of formData.entries()) if (typeof value === 'string' && !key.startsWith('$')) values[key] = value
  return values
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; state: FormState }

/** Validates a form submission with its schema; on failure, the state the form shows. */
export function parseForm<S extends z.ZodType>(schema: S, formData: FormData): Parsed<z.output<S>> {
  const result = schema.safeParse(formInput(formData))
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, state: { status: 'error', fieldErrors: fieldErrorsFrom(result.error.issues), values: formValues(formData) } }
}

export function errorState(message: string, formData?: FormData, fieldErrors?: FieldErrors): FormState {
  return { status: 'error', message, fieldErrors, values: formData ? formValues(formData) : undefined }
}
