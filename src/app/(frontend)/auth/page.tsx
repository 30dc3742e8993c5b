import Link from 'next/link'
import { redirect } from 'next/navigation'

import { ContinueWithGoogle } from '@/components/accounts/ContinueWithGoogle'
import { ForgetSignedInHint } from '@/components/accounts/ForgetSignedInHint'
import { ForgotPasswordForm } from '@/components/accounts/ForgotPasswordForm'
import { ResetPasswordForm } from '@/components/accounts/ResetPasswordForm'
import { SignInForm } from '@/components/accounts/SignInForm'
import { SignUpForm } from '@/components/accounts/SignUpForm'
import { FormAlert } from '@/components/forms/FormAlert'
import { Container } from '@/components/ui/Container'
import { pendingGoogleLink } from '@/lib/data/accounts'
import { getCurrentUser } from '@/lib/data/session'
import { googleNotice } from '@/lib/accounts/google-sign-in'
import { googleConfigured } from '@/lib/google/oauth'
import { cx } from '@/lib/cx'
import { pageMetadata } from '@/lib/metadata'
import { safeNextPath } from '@/lib/http/redirects'
import { firstParam } from '@/lib/http/search-params'

type Mode = 'signin' | 'signup' | 'forgot' | 'reset'
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const TITLES: Record<Mode, { title: string; intro: string }> = {
  signin: { title: 'Sign in', intro: 'Welcome back. Your saved keywords, reports, designs and orders are waiting.' },
  signup: {
    title: 'Create your free account',
    intro: 'Save keyword lists, SEO reports and thumbnail designs, and order promotion campaigns.',
  },
  forgot: { title: 'Forgot your password?', intro: 'Enter the email you signed up with and we will send you a link to choose a new one.' },
  reset: { title: 'Choose a new password', intro: 'Pick a password you do not use anywhere else.' },
}

export const metadata = pageMetadata({
  title: 'Sign in or create an account',
  description: 'Sign in to TubeLift or create a free account.',
  path: '/auth',
  noIndex: true,
})

export default async function AuthPage({ searchParams }: Props) {
  const params = await searchParams
  const requested = firstParam(params.mode)
  const token = firstParam(params.token) ?? ''
  const nextParam = firstParam(params.next)
  const next = nextParam ? safeNextPath(nextParam, '/dashboard') : undefined
  // Confirmation links sent before /auth/verify existed.
  if (requested === 'verify') redirect(`/auth/verify?${new URLSearchParams({ token, ...(next ? { next } : {}) })}`)
  const mode: Mode = requested && requested in TITLES ? (requested as Mode) : 'signin'
  const verified = firstParam(params.verified)
  const google = googleNotice(firstParam(params.google))
  const linking = firstParam(params.google) === 'link-needed' ? await pendingGoogleLink() : null

  const user = mode === 'reset' ? undefined : await getCurrentUser()
  if (user) redirect(next ?? '/dashboard')

  const withNext = (target: Mode) => `/auth?mode=${target}${next ? `&next=${encodeURIComponent(next)}` : ''}`
  const { title, intro } = TITLES[mode]
  return (
    <Container className="flex justify-center py-12 sm:py-16">
      {user === null ? <ForgetSignedInHint /> : null}
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8">
          {mode === 'signin' || mode === 'signup' ? (
            <nav aria-label="Account" className="mb-6 grid grid-cols-2 rounded-lg bg-bg-subtle p-1 text-sm font-semibold">
              {(['signin', 'signup'] as const).map((tab) => (
                <Link
                  key={tab}
                  href={withNext(tab)}
                  aria-current={mode === tab ? 'page' : undefined}
                  className={cx(
                    'rounded-md px-3 py-2 text-center',
                    mode === tab ? 'bg-card text-fg shadow-sm ring-1 ring-border-strong' : 'text-muted hover:text-fg',
                  )}
                >
                  {tab === 'signin' ? 'Sign in' : 'Create account'}
                </Link>
              ))}
            </nav>
          ) : null}
          <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
          <p className="mt-2 text-muted">{intro}</p>
          <div className="mt-6 flex flex-col gap-4">
            {firstParam(params.signedOut) ? <FormAlert tone="info">You are signed out.</FormAlert> : null}
            {google && (mode === 'signin' || mode === 'signup') ? <FormAlert tone={google.tone}>{google.text}</FormAlert> : null}
            {(mode === 'signin' || mode === 'signup') && !linking ? (
              <ContinueWithGoogle configured={googleConfigured()} next={next} />
            ) : null}
            {mode === 'signin' && verified === 'yes' ? (
              <FormAlert tone="success">Your email is confirmed. Sign in to continue{next ? ' where you left off' : ''}.</FormAlert>
            ) : null}
            {mode === 'signin' && verified === 'failed' ? (
              <FormAlert tone="error">
                This confirmation link has already been used or is not valid. Try signing in: if your email still needs confirming, you can
                ask for a new link.
              </FormAlert>
            ) : null}
            {next && mode === 'signin' && !verified && !google ? (
              <FormAlert tone="info">Sign in to continue to that page.</FormAlert>
            ) : null}
            {mode === 'signin' ? <SignInForm next={next} email={linking?.email} /> : null}
            {mode === 'signup' ? <SignUpForm next={next} signInHref={withNext('signin')} /> : null}
            {mode === 'forgot' ? <ForgotPasswordForm /> : null}
            {mode === 'reset' ? (
              token ? (
                <ResetPasswordForm token={token} />
              ) : (
                <FormAlert tone="error">This reset link is incomplete. Open it again from the email, or ask for a new one.</FormAlert>
              )
            ) : null}
          </div>
        </div>
        <p className="mt-6 text-center text-sm text-muted">
          {mode === 'signin' ? (
            <>
              New to TubeLift?{' '}
              <Link href={withNext('signup')} className="font-semibold text-accent-text hover:underline">
                Create a free account
              </Link>
            </>
          ) : (
            <>
              Have an account?{' '}
              <Link href={withNext('signin')} className="font-semibold text-accent-text hover:underline">
                Sign in
              </Link>
            </>
          )}
        </p>
      </div>
    </Container>
  )
}
