import { z } from 'zod'

import { emailSchema } from '@/lib/accounts/schemas'

/** Shown next to the topic picker when what was sent is not a list of category ids. */
export const TOPICS_ERROR = 'Choose topics from the list.'

/** What a topic (category) id looks like, before the server checks it exists. */
export const isTopicId = (id: string) => /^[\w-]{1,64}$/.test(id)

/**
 * The subscribe form's input, checked by the form before it posts and by the API again. Without an
 * email, a signed-in reader subscribes with their account's address (one click). Topics are category
 * ids (none = every post); the server also checks they exist. Errors are on `topics` itself, not on
 * one of its items, so the form shows them next to the picker.
 */
export const subscribeSchema = z.object({
  email: emailSchema.optional(),
  topics: z
    .array(z.string(), { error: TOPICS_ERROR })
    .max(50, TOPICS_ERROR)
    .refine((ids) => ids.every(isTopicId), TOPICS_ERROR)
    .transform((ids) => [...new Set(ids)])
    .default([]),
  /** The page the form was on, shown to staff. */
  source: z.string().max(300).optional(),
})

/** A category as the subscribe form's topic picker shows it: only what the browser needs. */
export type SubscriptionTopic = { id: string; title: string }

export const subscriptionTopics = (categories: readonly { id: number | string; title: string }[]): SubscriptionTopic[] =>
  categories.map(({ id, title }) => ({ id: String(id), title }))
