import type React from 'react'

import { DashboardNav } from '@/components/dashboard/DashboardNav'
import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'
import { signOut } from '@/lib/auth/actions'
import { requestPath, requireUser } from '@/lib/data/session'

export const metadata = { robots: { index: false, follow: false } }

/** Everything under /dashboard needs a session: without one, sign in and come back here. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser(await requestPath('/dashboard'))
  return (
    <Container className="py-8">
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <div className="mb-4 hidden lg:block">
            <p className="text-sm text-muted">Signed in as</p>
            <p className="truncate font-semibold">{user.name}</p>
            <p className="truncate text-sm text-muted">{user.email}</p>
          </div>
          <DashboardNav />
          <form action={signOut} className="mt-2 lg:mt-4">
            <button type="submit" className={buttonClass({ variant: 'ghost', size: 'sm', className: 'w-full justify-start' })}>
              Sign out
            </button>
          </form>
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </Container>
  )
}
