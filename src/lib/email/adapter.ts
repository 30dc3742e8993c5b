import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import type { Env } from '@/lib/env'

/**
 * Without SMTP, emails are printed so a developer can follow verification and reset links. In
 * production only the subject is logged: the body carries single-use links (password reset, email
 * verification, subscription confirmation), which must not reach the logs.
 */
const consoleEmailAdapter =
  (from: { address: string; name: string }, production: boolean): EmailAdapter =>
  ({ payload }) => ({
    name: 'console',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message: SendEmailOptions) => {
      if (production) payload.logger.warn(`Email not sent (SMTP_HOST is not set): "${message.subject}"`)
      else
        payload.logger.info(
          `\n──── email (SMTP_HOST not set, printed instead of sent) ────\nTo: ${String(message.to)}\nSubject: ${message.subject}\n\n${message.text ?? '(HTML only)'}\n────────────────────────────────────────────`,
        )
      return { accepted: [message.to] }
    },
  })

export function emailAdapter(env: Env) {
  const from = { address: env.EMAIL_FROM_ADDRESS, name: env.EMAIL_FROM_NAME }
  if (!env.SMTP_HOST) return consoleEmailAdapter(from, env.NODE_ENV === 'production')
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    skipVerify: true,
    transportOptions: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
  })
}
