import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

/**
 * However active, a session ends this long after sign-in: refreshing only slides it within the
 * limit. A stolen session token therefore stops working by then at the latest (plus the token's own
 * lifetime, two hours, for a token refreshed just before the limit).
 */
export const ABSOLUTE_SESSION_MS = 7 * 24 * 60 * 60 * 1000

export const limitSessionLifetime: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'refresh' || !req.user) return args
  const sid = (req.user as { _sid?: string })._sid
  const stored = await req.payload.db.findOne<{ id: number | string; sessions?: { id: string; createdAt?: string | Date | null }[] }>({
    collection: 'users',
    where: { id: { equals: req.user.id } },
    req,
  })
  const session = stored?.sessions?.find((entry) => entry.id === sid)
  const createdAt = session?.createdAt ? new Date(session.createdAt).getTime() : 0
  if (!session || Date.now() - createdAt > ABSOLUTE_SESSION_MS) throw new Forbidden(req.t)
  return args
}
