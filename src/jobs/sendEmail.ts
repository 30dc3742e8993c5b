import type { TaskConfig } from 'payload'

/**
 * Sends one email. Emails are queued rather than sent inline so that a slow or unreachable mail
 * server never blocks a sign-up or an order, and failed sends are retried with backoff.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send email',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [
    { name: 'to', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'text', type: 'textarea', required: true },
  ],
  handler: async ({ input, req }) => {
    await req.payload.sendEmail({ to: input.to, subject: input.subject, html: input.html, text: input.text })
    return { output: {} }
  },
}
