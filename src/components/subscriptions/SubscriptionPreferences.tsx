import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import type { Subscriber } from '@/payload-types'

type Topic = { id: number | string; title: string }

const chosen = (subscriber: Subscriber) =>
  new Set((subscriber.topics ?? []).map((topic) => String(typeof topic === 'object' ? topic.id : topic)))

/**
 * A subscriber's topics and the one-click way out, reached from any email's link without signing in
 * (the token in the link). Plain forms: they work before, or without, any JavaScript.
 */
export function SubscriptionPreferences({
  subscriber,
  token,
  topics,
  notice,
}: {
  subscriber: Subscriber
  token: string
  topics: Topic[]
  notice?: string
}) {
  const selected = chosen(subscriber)
  return (
    <>
      {notice ? (
        <FormAlert tone="success" className="mt-6">
          {notice}
        </FormAlert>
      ) : null}
      <p className="mt-6 text-muted">
        Subscribed as <strong className="text-fg">{subscriber.email}</strong>. The digest comes on Mondays with the week’s new posts.
      </p>
      <form method="post" action="/api/subscriptions/preferences" className="mt-8">
        <input type="hidden" name="token" value={token} />
        <fieldset>
          <legend className="text-lg font-bold">Topics</legend>
          <p className="mt-1 text-sm text-muted">Choose none to get every new post.</p>
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            {topics.map((topic) => (
              <label key={topic.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="topics"
                  value={String(topic.id)}
                  defaultChecked={selected.has(String(topic.id))}
                  className="h-4 w-4"
                />
                {topic.title}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={buttonClass({ className: 'mt-6' })}>
          Save topics
        </button>
      </form>
      <form
        method="post"
        action={`/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`}
        className="mt-10 border-t border-border pt-6"
      >
        <h2 className="text-lg font-bold">Leave</h2>
        <p className="mt-1 text-sm text-muted">
          You will get nothing more, starting now. Only a scrambled trace of your address is kept, so nobody can subscribe you again without
          your confirmation.
        </p>
        <button type="submit" className={buttonClass({ variant: 'danger', className: 'mt-4' })}>
          Unsubscribe
        </button>
      </form>
    </>
  )
}
