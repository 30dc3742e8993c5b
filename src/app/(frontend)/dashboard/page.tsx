import Link from 'next/link'

import { FormAlert } from '@/components/forms/FormAlert'
import { ToolIcon } from '@/components/home/ToolIcon'
import { requireUser } from '@/lib/data/session'
import { tools } from '@/lib/site'

export const metadata = { title: 'Dashboard' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function DashboardPage({ searchParams }: Props) {
  const user = await requireUser('/dashboard')
  const { welcome } = await searchParams
  const firstName = user.name.split(' ')[0]
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Welcome back, {firstName}</h1>
        <p className="mt-1 text-muted">Pick up where you left off, or start something new.</p>
      </header>
      {welcome === 'password-reset' ? <FormAlert tone="success">Your new password is saved and you are signed in.</FormAlert> : null}

      <section aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="text-lg font-bold">
          Tools
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {tools.map((tool) => (
            <li key={tool.slug} className="relative rounded-2xl border border-border bg-card p-5 hover:shadow-card">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-accent-soft text-accent-text">
                <ToolIcon slug={tool.slug} />
              </span>
              <h3 className="mt-3 font-bold">
                <Link href={`/dashboard/${tool.slug}`} className="after:absolute after:inset-0 after:content-['']">
                  {tool.name}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-muted">{tool.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
