import { z } from 'zod'

import { getChannelAudit } from '@/lib/data/channel'
import { AppError } from '@/lib/errors'
import { apiRoute } from '@/lib/services/api'
import { auditCsv, worstFirst } from '@/tools/channel/audit'

/** GET /dashboard/channel/audit/audit.csv?channel=… — the audit, worst first, for the channel's owner. */
export const GET = apiRoute(
  async ({ user, query }) => {
    const audit = await getChannelAudit(user, query.channel)
    if (!audit) throw new AppError('not_found', 'That channel is not connected to your account.')
    return new Response(auditCsv(worstFirst(audit.videos)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="channel-audit-${audit.channel.youtubeChannelId}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
  { auth: 'user', limit: 'none', maxBodyBytes: 0, query: z.object({ channel: z.coerce.number().int().positive() }) },
)
