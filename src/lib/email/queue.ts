import type { Payload, PayloadRequest } from 'payload'

import type { RenderedEmail } from '@/emails/render'

/** Queues an email for the job runner (see jobs/sendEmail.ts); it goes out within seconds. */
export async function queueEmail(payload: Payload, to: string, email: RenderedEmail, req?: PayloadRequest) {
  await payload.jobs.queue({ task: 'sendEmail', input: { to, subject: email.subject, html: email.html, text: email.text }, req })
}
