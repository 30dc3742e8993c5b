'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { cx } from '@/lib/cx'

import { dashboardNav } from './nav-items'

function matches(pathname: string, href: string) {
  return href === '/dashboard' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`)
}

/** The section the page is in: the longest match, so /dashboard/channel/competitors is Competitors, not Your channel. */
function activeHref(pathname: string) {
  return dashboardNav
    .map((item) => item.href as string)
    .filter((href) => matches(pathname, href))
    .sort((a, b) => b.length - a.length)[0]
}

/**
 * The dashboard's sections; a client component only to mark the current one as you navigate. On
 * phones and tablets the sections wrap into rows of pills, so every one is in sight without scrolling.
 */
export function DashboardNav() {
  // Typed `string | null` since the app also has a Pages Router (the tool APIs); never null here.
  const pathname = usePathname() ?? ''
  const current = activeHref(pathname)
  return (
    <nav aria-label="Dashboard">
      <ul className="flex flex-wrap gap-1.5 lg:flex-col lg:gap-1">
        {dashboardNav.map((item) => {
          const active = item.href === current
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'block rounded-lg border px-2.5 py-1.5 text-sm font-medium lg:border-0 lg:px-3 lg:py-2 lg:text-[0.95rem]',
                  active ? 'border-accent bg-accent-soft text-accent-text' : 'border-border text-fg hover:bg-bg-subtle',
                )}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
