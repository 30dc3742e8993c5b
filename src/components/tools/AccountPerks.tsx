'use client'

import Link from 'next/link'

import { useSignedInHint } from '@/components/layout/useSignedInHint'
import { buttonClass } from '@/components/ui/button'

/** What a signed-in user gets from each public tool page, said instead of the sign-up pitch. */
const SIGNED_IN_NOTE: Record<string, string> = {
  'keyword-explorer':
    'You are signed in: the searches you run here are kept in your dashboard, where you can also save keyword lists and see which keywords fit your channel.',
  'seo-analyzer': 'You are signed in: every analysis you run here is saved as a report in your dashboard.',
  'thumbnail-downloader': 'You are signed in: the videos you look up here are kept in your dashboard’s history.',
  'thumbnail-maker': 'You are signed in: open the maker in your dashboard to save designs and photos to your account.',
}

/**
 * The account box of a public tool page. The page is cached for everyone, so it reads the sign-in
 * hint cookie in the browser: visitors see what an account adds, signed-in users what they have.
 */
export function AccountPerks({ slug, signedInPerks }: { slug: string; signedInPerks: string }) {
  const signedIn = useSignedInHint()
  return (
    <aside
      aria-label="Your account"
      className="mt-10 flex flex-col items-start gap-3 rounded-2xl border border-border bg-bg-subtle p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="max-w-2xl text-[0.95rem]">
        {signedIn ? (SIGNED_IN_NOTE[slug] ?? 'You are signed in: your history is kept in your dashboard.') : signedInPerks}
      </p>
      {signedIn ? (
        <Link href={`/dashboard/${slug}`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Open in your dashboard
        </Link>
      ) : (
        <Link
          href={`/auth?mode=signup&next=${encodeURIComponent(`/dashboard/${slug}`)}`}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Create a free account
        </Link>
      )}
    </aside>
  )
}
