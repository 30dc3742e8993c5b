import type { Payload } from 'payload'

export type QueuedEmail = { to: string; subject: string; html: string; text: string }

/** The emails queued for the job runner (lib/email/queue.ts) to `to`, oldest first. */
export async function queuedEmails(payload: Payload, to: string): Promise<QueuedEmail[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  return docs.map((job) => job.input as QueuedEmail).filter((email) => email.to.toLowerCase() === to.toLowerCase())
}

/** The first link in an email's text that starts with `prefix` (an absolute URL's path part, e.g. `/auth/confirm-email`). */
export function linkIn(email: QueuedEmail, prefix: string): URL {
  const link = email.text
    .match(/https?:\/\/\S+/g)
    ?.map((url) => new URL(url))
    .find((url) => url.pathname.startsWith(prefix))
  if (!link) throw new Error(`no ${prefix} link in "${email.subject}"`)
  return link
}
