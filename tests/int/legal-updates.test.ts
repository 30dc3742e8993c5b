import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import type { Root } from 'mdast'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { markdownToLexical, parseMarkdown } from '@/seed/lexical'
import { addSubscriptionClauses, EARLIER_SECTIONS, updateAccountDeletionClause, updateLegalSections } from '@/seed/legal-updates'
import { loadLegalPage, type LegalSlug } from '@/seed/load'

import { testPayload } from './support/payload'

let payload: Payload
let req: PayloadRequest

beforeAll(async () => {
  payload = await testPayload()
  req = await createLocalReq({}, payload)
})

afterEach(() => vi.restoreAllMocks())

/** The legal pages exactly as the first seed (2026-11-01) wrote them, copied from git history. */
async function firstSeeded(slug: LegalSlug) {
  const source = await readFile(path.join(import.meta.dirname, '..', 'support', 'legal-pages', `${slug}.2026-11-01.md`), 'utf8')
  return source.replace(/^---\n[\s\S]*?\n---\n/, '')
}

async function write(slug: LegalSlug, markdown: string | Root) {
  const tree = typeof markdown === 'string' ? parseMarkdown(markdown) : markdown
  await payload.updateGlobal({
    slug,
    data: { title: slug, effectiveDate: '2026-11-01', content: markdownToLexical(tree, []) as never },
    depth: 0,
    context: { disableRevalidate: true },
  })
}

const read = (slug: LegalSlug) => payload.findGlobal({ slug, depth: 0 })

/** Every legal update the migrations make, in their order. */
async function migrateLegalPages() {
  await updateAccountDeletionClause(payload, req)
  await addSubscriptionClauses(payload, req)
  return updateLegalSections(payload, req)
}

describe('the legal pages of a site seeded earlier', () => {
  it('are left for the seed when the site has none yet', async () => {
    expect((await updateLegalSections(payload, req)).map(({ outcome }) => outcome)).toEqual(['not seeded', 'not seeded', 'not seeded'])
  })

  it('read as the current seed once the migrations ran, and running them again changes nothing', async () => {
    const current: Record<string, unknown> = {}
    for (const slug of ['privacy-policy', 'terms-of-service'] as const) {
      await write(slug, (await loadLegalPage(slug)).body)
      current[slug] = (await read(slug)).content
      await write(slug, await firstSeeded(slug))
    }

    expect(await migrateLegalPages()).toEqual([
      { slug: 'privacy-policy', heading: 'YouTube API Services', outcome: 'updated' },
      { slug: 'terms-of-service', heading: 'YouTube API Services', outcome: 'updated' },
      { slug: 'terms-of-service', heading: 'Cancellations and refunds', outcome: 'updated' },
    ])
    for (const slug of ['privacy-policy', 'terms-of-service'] as const) {
      const page = await read(slug)
      // Nothing the seed says now is missing from a site seeded with the first pages (a new clause needs a migration).
      expect(page.content, slug).toEqual(current[slug])
      expect(page.effectiveDate).toMatch(/^2026-11-26/)
    }
    expect(JSON.stringify((await read('terms-of-service')).content)).toContain('Ads disapproved before delivery')

    const warn = vi.spyOn(payload.logger, 'warn')
    expect((await updateLegalSections(payload, req)).every(({ outcome }) => outcome === 'up to date')).toBe(true)
    expect(warn).not.toHaveBeenCalled()
    for (const slug of ['privacy-policy', 'terms-of-service'] as const) expect((await read(slug)).content).toEqual(current[slug])
  })

  it('gives a site seeded with the read-only channel wording (issue 33) the wording of applying fixes (issue 34)', async () => {
    const slug = 'privacy-policy'
    const source = await readFile(path.join(process.cwd(), 'src', 'seed', 'content', 'legal', `${slug}.md`), 'utf8')
    const body = source.replace(/^---\n[\s\S]*?\n---\n/, '')
    await write(slug, body)
    const current = (await read(slug)).content
    const heading = 'YouTube API Services'
    const readOnly = EARLIER_SECTIONS.find((section) => section.slug === slug && section.heading === heading)!.bodies.at(-1)!
    const now = body.split(`## ${heading}\n\n`)[1]!.split('\n\n## ')[0]!
    await write(slug, body.replace(now, readOnly))
    expect(JSON.stringify((await read(slug)).content)).toContain('and only read it')

    expect(
      await updateLegalSections(
        payload,
        req,
        EARLIER_SECTIONS.filter((section) => section.slug === slug),
      ),
    ).toEqual([{ slug, heading, outcome: 'updated' }])
    expect((await read(slug)).content).toEqual(current)
    expect(JSON.stringify(current)).toContain('If you apply a fix to a video from TubeLift')
  })

  it('keeps a section staff reworded and says what to add by hand, updating the rest', async () => {
    const reworded = (await firstSeeded('terms-of-service')).replace(
      'no refund is available, because the advertising you paid for has been delivered.',
      'we refund nothing, as agreed with our lawyers.',
    )
    await write('terms-of-service', reworded)
    const warn = vi.spyOn(payload.logger, 'warn')

    const terms = EARLIER_SECTIONS.filter((section) => section.slug === 'terms-of-service')
    expect(await updateLegalSections(payload, req, terms)).toEqual([
      { slug: 'terms-of-service', heading: 'YouTube API Services', outcome: 'updated' },
      { slug: 'terms-of-service', heading: 'Cancellations and refunds', outcome: 'reworded' },
    ])
    const updated = JSON.stringify((await read('terms-of-service')).content)
    expect(updated).toContain('we refund nothing, as agreed with our lawyers.')
    expect(updated).toContain('While a campaign is running:')
    expect(updated).not.toContain('Ads disapproved before delivery')
    expect(updated).toContain('Connecting your YouTube channel lets TubeLift read it')
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/reworded under “Cancellations and refunds”.*the three refund rules.*terms-of-service\.md/),
    )

    expect((await updateLegalSections(payload, req, terms)).map(({ outcome }) => outcome)).toEqual(['up to date', 'reworded'])
    expect(JSON.stringify((await read('terms-of-service')).content)).toBe(updated)
  })
})
