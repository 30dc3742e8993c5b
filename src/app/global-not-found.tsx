import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { SiteShell } from '@/components/layout/SiteShell'

import './(frontend)/globals.css'

/** URLs that match no route at all; the site has several root layouts, so this page brings its own. */
export const metadata: Metadata = { title: 'Page not found · TubeLift', robots: { index: false } }

export default function GlobalNotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  )
}
