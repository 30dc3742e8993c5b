'use client'

import { MONACO_BASE_PATH } from '@/lib/monaco'

/**
 * Payload's code and JSON fields use Monaco through a copy of @monaco-editor/loader bundled inside
 * @payloadcms/ui, which loads the editor from a public CDN and cannot be configured from outside.
 * The admin's Content-Security-Policy allows no third-party script host, so, when the admin's client
 * code loads (before any editor mounts), the addresses of Monaco's files are rewritten to the copy
 * this app serves (app/monaco/vs): script and stylesheet URLs set on elements, and the AMD loader's
 * module paths (which the web workers' URLs derive from).
 */
const CDN_MONACO = /^https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^/]+\/min\/vs(?=\/)/

function local(value: unknown): unknown {
  return typeof value === 'string' || (typeof value === 'object' && value !== null) ? String(value).replace(CDN_MONACO, MONACO_BASE_PATH) : value
}

function rewriteUrlProperty(element: typeof HTMLScriptElement | typeof HTMLLinkElement, property: 'src' | 'href') {
  const descriptor = Object.getOwnPropertyDescriptor(element.prototype, property)
  if (!descriptor?.set) return
  const set = descriptor.set
  Object.defineProperty(element.prototype, property, {
    ...descriptor,
    set(this: HTMLElement, value: unknown) {
      set.call(this, local(value))
    },
  })
}

if (typeof window !== 'undefined' && !('__selfHostedMonaco' in window)) {
  Object.defineProperty(window, '__selfHostedMonaco', { value: true })
  rewriteUrlProperty(HTMLScriptElement, 'src')
  rewriteUrlProperty(HTMLLinkElement, 'href')
  const setAttribute = Element.prototype.setAttribute
  Element.prototype.setAttribute = function setAttributeSelfHosted(this: Element, name: string, value: string) {
    const url = (name === 'src' || name === 'href') && (this instanceof HTMLScriptElement || this instanceof HTMLLinkElement)
    return setAttribute.call(this, name, (url ? local(value) : value) as string)
  }
  // The loader then configures Monaco's AMD loader with the CDN as the base of every module and
  // worker URL: the configuration is rewritten as it is set.
  type AmdRequire = { config?: (config: { paths?: Record<string, string> }) => unknown }
  let amdRequire: AmdRequire | undefined
  Object.defineProperty(window, 'require', {
    configurable: true,
    get: () => amdRequire,
    set(value: AmdRequire | undefined) {
      const config = value?.config
      if (value && typeof config === 'function') {
        value.config = (settings) => config.call(value, { ...settings, paths: Object.fromEntries(Object.entries(settings.paths ?? {}).map(([key, path]) => [key, String(local(path))])) })
      }
      amdRequire = value
    },
  })
}

/** Renders nothing; rendering it in the admin layout is what loads the rewriting above. */
export function SelfHostedMonaco() {
  return null
}
