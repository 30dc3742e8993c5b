import Link from 'next/link'

import { FormAlert } from '@/components/forms/FormAlert'
import { SubscriptionPreferences } from '@/components/subscriptions/SubscriptionPreferences'
import { Container } from '@/components/ui/Container'
import { listArchives } from '@/lib/data/blog/taxonomy'
import { subscriberForManageToken } from '@/lib/data/subscriptions'
import { firstParam } from '@/lib/http/search-params'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Your blog subscription',
  description: 'Choose the topics of your email digest, or unsubscribe.',
  path: '/subscriptions/preferences',
  noIndex: true,
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

function Outcome({ params }: { params: Record<string, string | string[] | undefined> }) {
  if (params.left)
    return (
      <FormAlert tone="success" className="mt-6">
        You are unsubscribed: nothing more will be sent to you.
      </FormAlert>
    )
  const message = params.expired
    ? 'This confirmation link has expired or was already used. Subscribe again from any post and use the newest email.'
    : 'This link does not work (any more). Every email we send has a current one at the bottom.'
  return (
    <FormAlert tone="error" className="mt-6">
      {message}
    </FormAlert>
  )
}

/** Reached from the links in subscription emails; the token in the link stands for signing in. */
export default async function SubscriptionPreferencesPage({ searchParams }: Props) {
  const params = await searchParams
  const token = firstParam(params.token) ?? ''
  const subscriber = token ? await subscriberForManageToken(token) : null
  const { categories } = subscriber ? await listArchives() : { categories: [] }
  const notice = params.confirmed ? 'Your subscription is confirmed. Welcome!' : params.saved ? 'Your topics are saved.' : undefined
  return (
    <Container width="3xl" className="py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Your blog subscription</h1>
      {subscriber ? (
        <SubscriptionPreferences subscriber={subscriber} token={token} topics={categories} notice={notice} />
      ) : (
        <>
          <Outcome params={params} />
          <p className="mt-6">
            <Link href="/blog" className="font-semibold text-accent-text hover:underline">
              Back to the blog
            </Link>
          </p>
        </>
      )}
    </Container>
  )
}
