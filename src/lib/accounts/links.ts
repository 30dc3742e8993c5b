import { env } from '@/lib/env'

type SignInOptions = { next?: string; verified?: 'yes' | 'failed' }

/** Links in account emails land on /auth, which finishes the flow in the site's own design. */
export const authLinks = {
  /** `next` is where sign-in continues to afterwards; /auth/verify checks it again before using it. */
  verify: (token: string, next?: string) =>
    `${env.NEXT_PUBLIC_SERVER_URL}/auth/verify?${new URLSearchParams({ token, ...(next ? { next } : {}) })}`,
  /** The sign-in and forgot-password pages as absolute URLs, for emails. */
  signInUrl: () => `${env.NEXT_PUBLIC_SERVER_URL}/auth`,
  forgot: () => `${env.NEXT_PUBLIC_SERVER_URL}/auth?mode=forgot`,
  /** The link that confirms a new email address for a signed-in account (lib/auth/email-change.ts). */
  confirmEmailChange: (token: string) => `${env.NEXT_PUBLIC_SERVER_URL}/auth/confirm-email?token=${encodeURIComponent(token)}`,
  reset: (token: string) => `${env.NEXT_PUBLIC_SERVER_URL}/auth?mode=reset&token=${encodeURIComponent(token)}`,
  /** The sign-in page (a path on this site), with where to go afterwards and the outcome of a confirmation link. */
  signIn: ({ next, verified }: SignInOptions = {}) => {
    const query = new URLSearchParams({ ...(verified ? { verified } : {}), ...(next ? { next } : {}) }).toString()
    return query ? `/auth?${query}` : '/auth'
  },
}
