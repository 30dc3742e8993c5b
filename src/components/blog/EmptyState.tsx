import Link from 'next/link'

import { buttonClass } from '@/components/ui/button'

export function EmptyState({ title, body, href, action }: { title: string; body: string; href?: string; action?: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-border-strong bg-bg-subtle px-6 py-14 text-center">
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-muted">{body}</p>
      {href && action ? (
        <Link href={href} className={buttonClass({ variant: 'secondary', className: 'mt-6' })}>
          {action}
        </Link>
      ) : null}
    </div>
  )
}
