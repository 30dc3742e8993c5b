import {
  APIError,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'

import { isStaffUser } from '@/lib/accounts/roles'

/**
 * Payload keeps each signed-in user's admin preferences (`payload-preferences`: columns, open groups)
 * and stored any JSON up to the body limit there, for any user, as many as they liked (docs/security.md,
 * round 2 item 3). Staff get room for what the admin stores; customers, who never use the admin, a little.
 */
export const PREFERENCE_LIMITS = {
  keyLength: 200,
  staff: { valueBytes: 64 * 1024, keys: 2000 },
  customer: { valueBytes: 4 * 1024, keys: 20 },
}

const SLUG = 'payload-preferences'

async function checkPreference(req: PayloadRequest, key: unknown, value: unknown, isNew: () => Promise<boolean>) {
  const limits = isStaffUser(req.user) ? PREFERENCE_LIMITS.staff : PREFERENCE_LIMITS.customer
  if (typeof key === 'string' && key.length > PREFERENCE_LIMITS.keyLength)
    throw new APIError(`A preference's key can be at most ${PREFERENCE_LIMITS.keyLength} characters.`, 400, null, true)
  if (Buffer.byteLength(JSON.stringify(value ?? null)) > limits.valueBytes)
    throw new APIError(`A preference can hold at most ${limits.valueBytes / 1024} kB.`, 413, null, true)
  if (!req.user || !(await isNew())) return
  const { totalDocs } = await req.payload.count({
    collection: SLUG,
    where: { 'user.value': { equals: req.user.id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs >= limits.keys) throw new APIError(`You can keep at most ${limits.keys} preferences.`, 413, null, true)
}

const storedKey = (req: PayloadRequest, key: string) => async () =>
  (
    await req.payload.count({
      collection: SLUG,
      where: { and: [{ key: { equals: key } }, { 'user.value': { equals: req.user?.id } }] },
      overrideAccess: true,
      req,
    })
  ).totalDocs === 0

/** REST and GraphQL creates and updates of the collection. */
const boundPreference: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || req.payloadAPI === 'local') return args
  const data = ((args as { data?: { key?: unknown; value?: unknown } }).data ?? {}) as { key?: unknown; value?: unknown }
  await checkPreference(req, data.key, data.value, async () => operation === 'create')
  return args
}

/** The admin's own `POST /api/payload-preferences/:key`, which writes without the collection's hooks. */
function boundedKeyEndpoint(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    const data = (await req.json?.().catch(() => ({}))) as { value?: unknown } | undefined
    const key = String(req.routeParams?.key ?? '')
    await checkPreference(req, key, data?.value ?? data, storedKey(req, key))
    req.json = () => Promise.resolve(data)
    return handler(req)
  }
}

export function boundPreferences(built: SanitizedConfig): SanitizedConfig {
  const preferences = built.collections.find((collection) => collection.slug === SLUG)
  if (!preferences) return built
  preferences.hooks.beforeOperation = [...(preferences.hooks.beforeOperation ?? []), boundPreference]
  if (preferences.endpoints)
    preferences.endpoints = preferences.endpoints.map((endpoint: Endpoint) =>
      endpoint.method === 'post' && endpoint.path === '/:key' ? { ...endpoint, handler: boundedKeyEndpoint(endpoint.handler) } : endpoint,
    )
  return built
}
