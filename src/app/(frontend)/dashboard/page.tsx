import { OrdersNeedingAttention } from '@/components/dashboard/OrdersNeedingAttention'
import { RecentActivity } from '@/components/dashboard/RecentActivity'
import { FormAlert } from '@/components/forms/FormAlert'
import { loadOverview } from '@/lib/data/overview'
import { requireUser } from '@/lib/data/session'

export const metadata = { title: 'Dashboard' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function DashboardPage({ searchParams }: Props) {
  const user = await requireUser('/dashboard')
  const [{ welcome }, overview] = await Promise.all([searchParams, loadOverview(user)])
  const firstName = user.name.split(' ')[0]
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {overview.isNew ? `Welcome, ${firstName}` : `Welcome back, ${firstName}`}
        </h1>
        <p className="mt-1 text-muted">
          {overview.isNew
            ? 'Your account keeps what you do with the tools: keyword searches, SEO reports, thumbnail lookups and designs, and your orders. Start with any tool below.'
            : 'Your latest work in each tool, and the orders that need you.'}
        </p>
      </header>
      {welcome === 'password-reset' ? <FormAlert tone="success">Your new password is saved and you are signed in.</FormAlert> : null}
      {welcome === 'google' ? (
        <FormAlert tone="success">Your account is ready: you signed up with Google. You can add a password on your account page.</FormAlert>
      ) : null}
      <OrdersNeedingAttention overview={overview} />
      <RecentActivity overview={overview} />
    </div>
  )
}
