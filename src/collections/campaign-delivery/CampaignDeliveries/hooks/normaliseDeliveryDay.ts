import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A delivery day is a calendar day: stored as its UTC midnight so that (order, day) is unique
 * whatever time of day the date picker or an import sent. The view rate follows from the counts
 * when staff leave it empty (on create, `originalDoc` is `{}`, not undefined: the operation says it is new).
 */
export const normaliseDeliveryDay: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const day = data.day ?? originalDoc?.day
  const next = { ...data }
  if (day) next.day = `${new Date(day).toISOString().slice(0, 10)}T00:00:00.000Z`
  const impressions = data.impressions ?? originalDoc?.impressions ?? 0
  const views = data.views ?? originalDoc?.views ?? 0
  if (data.viewRate === null || (data.viewRate === undefined && operation === 'create'))
    next.viewRate = impressions ? Math.round((views / impressions) * 10_000) / 100 : 0
  return next
}
