/**
 * The client's IP as the nearest proxy reports it. The app is meant to run behind one reverse proxy
 * or load balancer that sets X-Forwarded-For; without one, all direct clients share "local".
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'local'
}
