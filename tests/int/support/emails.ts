import type { RenderedEmail } from '@/emails/render'

export type QueuedEmail = RenderedEmail & { to: string }

/**
 * Every email the app queued in this test file (tests/int/setup.ts records them on their way into
 * the jobs queue, which the job runner empties on its own schedule).
 */
const queued: QueuedEmail[] = []

export function recordQueuedEmail(to: string, email: RenderedEmail) {
  queued.push({ ...email, to })
}

/** The emails queued to `to`, oldest first. */
export function queuedEmails(to: string): QueuedEmail[] {
  return queued.filter((email) => email.to.toLowerCase() === to.toLowerCase())
}

/** The first link in an email's text whose path starts with `prefix` (e.g. `/auth/confirm-email`). */
export function linkIn(email: QueuedEmail, prefix: string): URL {
  const link = email.text
    .match(/https?:\/\/\S+/g)
    ?.map((url) => new URL(url))
    .find((url) => url.pathname.startsWith(prefix))
  if (!link) throw new Error(`no ${prefix} link in "${email.subject}"`)
  return link
}
