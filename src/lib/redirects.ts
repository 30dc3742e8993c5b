/**
 * A path to send the visitor to after sign-in or preview, taken from user input: only same-site
 * absolute paths pass ("/dashboard", not "//evil.example" or "https://evil.example").
 */
export function safeNextPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 2048) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  try {
    const url = new URL(value, 'http://site.invalid')
    if (url.origin !== 'http://site.invalid') return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}
