/**
 * Whether Payload's auth strategies have anything to read: its session cookie (`<cookiePrefix>-token`)
 * or an Authorization header (JWT, Bearer, API key). Most requests carry neither (visitors of the free
 * tools), and for them building a Payload request only to find no user was a good part of a tool API
 * call's time (decision 002).
 */
export function carriesCredentials(headers: Headers, cookiePrefix: string): boolean {
  return headers.has('authorization') || (headers.get('cookie') ?? '').includes(`${cookiePrefix}-token=`)
}
