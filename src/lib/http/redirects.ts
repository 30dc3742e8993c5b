/**
 * A path to send the visitor to after sign-in or preview, taken from user input: only same-site
 * absolute paths pass ("/dashboard", not "//evil.example" or "https://evil.example"). The value is
 * normalised first (dot segments, `%2e`, tabs and backslashes resolved as a browser would) and the
 * result checked: "/.//evil.example" normalises to "//evil.example", which a browser reads as another host.
 */
export function safeNextPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 2048) return fallback
  if (!value.startsWith('/')) return fallback
  try {
    const url = new URL(value, 'http://site.invalid')
    if (url.origin !== 'http://site.invalid') return fallback
    const path = `${url.pathname}${url.search}${url.hash}`
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback
    return path
  } catch {
    return fallback
  }
}
