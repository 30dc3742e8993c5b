import type React from 'react'

import { DashboardNav } from '@/components/dashboard/DashboardNav'
import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'
import { signOut } from '@/lib/services/accounts/auth-actions'
import { requestPath, requireUser } from '@/lib/data/session'

export const metadata = { robots: { index: false, follow: false } }

/** Everything under /dashboard needs a session: without one, sign in and come back here. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser(await requestPath('/dashboard'))
  return (
    <Container className="py-8">
      {/* minmax(0, …) columns: an auto column would grow to the widest child's content and widen the page on phones. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <div className="mb-4 hidden lg:block">
            <p className="text-sm text-muted">Signed in as</p>
            <p className="truncate font-semibold">{user.name}</p>
            <p className="truncate text-sm text-muted">{user.email}</p>
          </div>
          <DashboardNav />
          <form action={signOut} className="mt-2 lg:mt-4">
            <button type="submit" className={buttonClass({ variant: 'ghost', size: 'sm', className: 'justify-start lg:w-full' })}>
              Sign out
            </button>
          </form>
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </Container>
  )
}
