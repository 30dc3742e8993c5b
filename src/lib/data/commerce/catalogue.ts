import 'server-only'

import { cacheTags } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload/client'
import type { Service } from '@/payload-types'

import { cached } from '@/lib/data/cache'

export type ServicePackage = NonNullable<Service['packages']>[number] & { id: string }
export type CatalogueService = Pick<Service, 'id' | 'name' | 'slug' | 'summary' | 'description' | 'highlights' | 'disclaimer' | 'targeting'> & { packages: ServicePackage[] }

async function readServices(): Promise<CatalogueService[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'services',
    where: { active: { equals: true } },
    sort: 'sortOrder',
    pagination: false,
    limit: 0,
    depth: 0,
    select: { name: true, slug: true, summary: true, description: true, highlights: true, disclaimer: true, targeting: true, packages: true },
    overrideAccess: false,
  })
  return docs.map((doc) => ({ ...doc, packages: (doc.packages ?? []).filter((p): p is ServicePackage => Boolean(p.id)) }))
}

/** The services on sale with their packages, as visitors see them. */
export const listServices = cached(readServices, 'services:active', [cacheTags.services])

/** One service and package by their references, or null: prices always come from here, never the browser. */
export async function findPackage(serviceSlug: string, packageId: string): Promise<{ service: CatalogueService; pkg: ServicePackage } | null> {
  const service = (await listServices()).find((s) => s.slug === serviceSlug)
  const pkg = service?.packages.find((p) => p.id === packageId)
  return service && pkg ? { service, pkg } : null
}
