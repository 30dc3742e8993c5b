import 'server-only'

import type { DataFromCollectionSlug, File, RequiredDataFromCollectionSlug } from 'payload'

import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'

/** The collections of records a customer owns (src/collections/owned.ts). */
export type OwnedSlug = 'keyword-lists' | 'keyword-searches' | 'seo-reports' | 'thumbnail-downloads' | 'thumbnail-designs' | 'uploads'

/** A record of an owned collection as its owner writes it: everything but the owner, which the server sets. */
export type OwnedData<S extends OwnedSlug> = Omit<RequiredDataFromCollectionSlug<S>, 'owner'>

/**
 * Writes a record as its owner, with access control on: `user` is the owner here, as the collection's
 * `setOwner` hook makes sure of whatever the request says (decision 011).
 */
export async function createOwned<S extends OwnedSlug>(
  user: User,
  collection: S,
  data: OwnedData<S>,
  options: { file?: File } = {},
): Promise<DataFromCollectionSlug<S>> {
  const payload = await payloadClient()
  // The one place the owner is added to what the caller typed: TypeScript cannot rebuild a generic collection's data from Omit.
  const owned = { ...data, owner: user.id } as unknown as RequiredDataFromCollectionSlug<S>
  return payload.create({ collection, data: owned, file: options.file, user, overrideAccess: false, depth: 0 })
}
