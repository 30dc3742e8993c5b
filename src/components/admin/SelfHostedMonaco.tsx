'use client'

import { loader } from '@monaco-editor/react'

import { MONACO_BASE_PATH } from '@/lib/monaco'

// Runs when the admin's client code loads, before any code editor mounts: Monaco's loader fetches the
// editor from this app (app/monaco/vs) instead of its default public CDN, which the CSP does not allow.
loader.config({ paths: { vs: MONACO_BASE_PATH } })

/** Renders nothing; rendering it in the admin layout is what loads the configuration above. */
export function SelfHostedMonaco() {
  return null
}
