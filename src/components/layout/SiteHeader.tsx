import Link from 'next/link'

import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'
import { tools } from '@/lib/site'

import { AccountLink } from './AccountLink'
import { Logo } from './Logo'
import { MenuDismiss } from './MenuDismiss'

const primaryLinks = [
  { href: '/blog', label: 'Blog' },
  { href: '/promote-video', label: 'Promote' },
  { href: '/all-services', label: 'Pricing' },
]

function ChevronDown() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true">
      <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * The same header on every public page. Menus are <details> elements, so they open with the
 * keyboard and work without JavaScript; the header itself stays static and cacheable. MenuDismiss
 * closes them on Escape and outside clicks.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/90 backdrop-blur supports-[backdrop-filter]:bg-bg/75">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link href="/" className="rounded-md" aria-label="TubeLift home">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <details data-menu className="group relative">
            <summary className="flex cursor-pointer list-none items-center gap-1 rounded-lg px-3 py-2 text-[0.95rem] font-medium text-fg hover:bg-bg-subtle [&::-webkit-details-marker]:hidden">
              Tools <ChevronDown />
            </summary>
            <ul className="absolute left-0 top-full mt-2 w-80 rounded-xl border border-border bg-card p-2 shadow-card">
              {tools.map((tool) => (
                <li key={tool.slug}>
                  <Link href={`/${tool.slug}`} className="block rounded-lg px-3 py-2 hover:bg-bg-subtle">
                    <span className="block font-semibold">{tool.name}</span>
                    <span className="block text-sm text-muted">{tool.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </details>
          {primaryLinks.map((link) => (
            <Link key={link.href} href={link.href} className="rounded-lg px-3 py-2 text-[0.95rem] font-medium text-fg hover:bg-bg-subtle">
              {link.label}
            </Link>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <AccountLink className={buttonClass({ variant: 'primary', size: 'sm', className: 'hidden sm:inline-flex' })} />
          <details data-menu className="group relative md:hidden">
            <summary
              className={buttonClass({ variant: 'secondary', size: 'sm', className: 'list-none [&::-webkit-details-marker]:hidden' })}
            >
              Menu <ChevronDown />
            </summary>
            <nav
              aria-label="Mobile"
              className="absolute right-0 top-full mt-2 w-72 rounded-xl border border-border bg-card p-2 shadow-card"
            >
              <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">Tools</p>
              <ul>
                {tools.map((tool) => (
                  <li key={tool.slug}>
                    <Link href={`/${tool.slug}`} className="block rounded-lg px-3 py-2 hover:bg-bg-subtle">
                      {tool.name}
                    </Link>
                  </li>
                ))}
              </ul>
              <hr className="my-2 border-border" />
              <ul>
                {primaryLinks.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="block rounded-lg px-3 py-2 hover:bg-bg-subtle">
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <AccountLink className="block rounded-lg px-3 py-2 font-semibold text-accent-text hover:bg-bg-subtle" />
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </Container>
      <MenuDismiss />
    </header>
  )
}
