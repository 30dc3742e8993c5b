import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { emailAdapter } from '@/lib/email/adapter'
import { parseEnv } from '@/lib/env'

const RESET_LINK = 'https://tubelift.test/reset-password?token=secret-reset-token'

/** What the adapter logs for one email sent without SMTP_HOST. */
async function logged(nodeEnv: 'development' | 'production') {
  const env = parseEnv({ NODE_ENV: nodeEnv, PAYLOAD_SECRET: 'x'.repeat(32) })
  const logger = { info: vi.fn(), warn: vi.fn() }
  const adapter = (await emailAdapter(env))({ payload: { logger } as unknown as Payload })
  await adapter.sendEmail({ to: 'reader@example.test', subject: 'Reset your password', text: `Follow ${RESET_LINK}` })
  return [...logger.info.mock.calls, ...logger.warn.mock.calls].flat().join('\n')
}

describe('the email adapter without SMTP', () => {
  it('prints the whole email in development, so its links can be followed', async () => {
    expect(await logged('development')).toContain(RESET_LINK)
  })

  it('keeps the body, and its single-use links, out of production logs', async () => {
    const log = await logged('production')
    expect(log).toContain('Reset your password')
    expect(log).not.toContain('secret-reset-token')
  })
})
