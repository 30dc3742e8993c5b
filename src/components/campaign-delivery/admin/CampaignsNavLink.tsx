import Link from 'next/link'

/** A link to the running campaigns view under the admin's navigation. */
export function CampaignsNavLink() {
  return (
    <Link href="/admin/campaigns" className="nav__link" style={{ padding: '0.25rem 0' }}>
      <span className="nav__link-label">Running campaigns</span>
    </Link>
  )
}
