import { buttonClass } from '@/components/ui/button'

/** Google's "G" in its four colours (Google's sign-in branding guidelines ask for it beside the words). */
function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" width="18" height="18">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.7 1.2 9.2 3.6l6.9-6.9C35.9 2.4 30.4 0 24 0 14.6 0 6.6 5.4 2.7 13.3l8 6.2C12.6 13.6 17.8 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.7 28.5c-.5-1.4-.8-2.9-.8-4.5s.3-3.1.8-4.5l-8-6.2C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l8-6.2z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.4-4.1-13.3-9.7l-8 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  )
}

/**
 * "Continue with Google" above the password form, or a line saying this server has no Google
 * sign-in (issue 33 item 8). A plain link: the route sends the browser on to Google's consent screen.
 */
export function ContinueWithGoogle({ configured, next }: { configured: boolean; next?: string }) {
  if (!configured) return <p className="text-center text-sm text-muted">Signing in with Google is not set up on this server.</p>
  return (
    <div className="flex flex-col gap-4">
      <a
        href={`/api/auth/google${next ? `?${new URLSearchParams({ next })}` : ''}`}
        className={buttonClass({ variant: 'secondary', className: 'w-full' })}
      >
        <GoogleLogo />
        Continue with Google
      </a>
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or with your email
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  )
}
