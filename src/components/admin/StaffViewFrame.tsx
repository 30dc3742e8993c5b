import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

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
