import Link from 'next/link'

import { Container } from '@/components/ui/Container'
import { site, tools } from '@/lib/site'

import { Logo } from './Logo'

const columns = [
  { title: 'Free tools', links: tools.map((tool) => ({ href: `/${tool.slug}`, label: tool.name })) },
  {
    title: 'Promotion',
    links: [
      { href: '/promote-video', label: 'Promote a video' },
      { href: '/all-services', label: 'Services & pricing' },
      { href: '/dashboard/my-orders', label: 'My orders' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/blog', label: 'Blog' },
      { href: '/blog/feed.xml', label: 'RSS feed' },
      { href: '/privacy-policy', label: 'Privacy policy' },
      { href: '/terms-of-service', label: 'Terms of service' },
    ],
  },
]

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-border bg-bg-subtle">
      <Container className="grid gap-10 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-3 text-sm text-muted">{site.description}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-fg">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-muted hover:text-fg">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="flex flex-col gap-2 border-t border-border py-6 text-xs text-muted sm:flex-row sm:justify-between">
        <p>© {new Date().getFullYear()} TubeLift Ltd. Not affiliated with YouTube or Google.</p>
        <p>Search volumes and campaign results are estimates.</p>
      </Container>
    </footer>
  )
}
