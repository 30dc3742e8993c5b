import Link from 'next/link'
import type { ServerProps } from 'payload'

import { hasRole } from '@/lib/accounts/roles'
import type { User } from '@/payload-types'

/** A link to the YouTube quota use view under the admin's navigation, for admins (the only ones who may open it). */
export function QuotaUseNavLink({ user }: ServerProps) {
  if (!hasRole(user as User | undefined, 'admin')) return null
  return (
    <Link href="/admin/youtube-quota" className="nav__link" style={{ padding: '0.25rem 0' }}>
      <span className="nav__link-label">YouTube quota use</span>
    </Link>
  )
}
