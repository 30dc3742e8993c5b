import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { notFound, redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import type { User } from '@/payload-types'

/**
 * Who a custom staff view is for: a visitor is sent to the admin's sign-in and back, as Payload's own
 * views do; a signed-in user without `allowed` gets a 404, so the view's existence is not told.
 */
export function staffViewUser(
  initPageResult: AdminViewServerProps['initPageResult'],
  view: string,
  allowed: (user: User) => boolean,
): User {
  const user = initPageResult.req.user as User | null
  const admin = initPageResult.req.payload.config.routes.admin
  if (!user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}/${view}`)}`)
  if (!allowed(user)) notFound()
  return user
}

type Props = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  title: string
  intro: ReactNode
  children: ReactNode
}

/** The admin's navigation and gutter around a custom staff view, with its heading and a line on what it shows. */
export function StaffViewFrame({ initPageResult, params, searchParams, title, intro, children }: Props) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '1.5rem 0 0.5rem' }}>{title}</h1>
        <p style={{ color: 'var(--theme-elevation-650)', marginBottom: '1.5rem' }}>{intro}</p>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}
