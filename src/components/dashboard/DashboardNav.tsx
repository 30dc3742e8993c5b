'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { cx } from '@/lib/cx'

import { dashboardNav } from './nav-items'

function isActive(pathname: string, href: string) {
  return href === '/dashboard' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`)
}

/** The dashboard's sections; a client component only to mark the current one as you navigate. */
export function DashboardNav() {
  const pathname = usePathname()
  return (
    <nav aria-label="Dashboard">
      <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
        {dashboardNav.map((item) => {
          const active = isActive(pathname, item.href)
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cx('block rounded-lg px-3 py-2 text-[0.95rem] font-medium', active ? 'bg-accent-soft text-accent-text' : 'text-fg hover:bg-bg-subtle')}
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
