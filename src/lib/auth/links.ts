import { env } from '@/lib/env'

/** Links in account emails land on /auth, which finishes the flow in the site's own design. */
export const authLinks = {
  verify: (token: string) => `${env.NEXT_PUBLIC_SERVER_URL}/auth?mode=verify&token=${encodeURIComponent(token)}`,
  signIn: () => `${env.NEXT_PUBLIC_SERVER_URL}/auth`,
  forgot: () => `${env.NEXT_PUBLIC_SERVER_URL}/auth?mode=forgot`,
  reset: (token: string) => `${env.NEXT_PUBLIC_SERVER_URL}/auth?mode=reset&token=${encodeURIComponent(token)}`,
}
