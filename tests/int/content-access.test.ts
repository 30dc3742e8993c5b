import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { canAccessAdmin } from '@/access/canAccessAdmin'
import type { Post, User } from '@/payload-types'

import { rest } from './support/http'
import { createAuthor, createUser, lexicalParagraph, testPayload } from './support/payload'

let payload: Payload
let admin: User
let editor: User
let customer: User
let published: Post
let draft: Post

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, ['admin'])
  editor = await createUser(payload, ['editor'])
  customer = await createUser(payload, ['customer'])
  const author = await createAuthor(payload)
  const base = { excerpt: 'An excerpt long enough to be useful.', content: lexicalParagraph('Body text.'), authors: [author.id] }
  published = await payload.create({ collection: 'posts', data: { ...base, title: 'Published post', _status: 'published' }, depth: 0 })
  draft = await payload.create({ collection: 'posts', data: { ...base, title: 'Secret draft', _status: 'draft' }, depth: 0, draft: true })
})

const visible = async (user: User | null, where = {}) =>
  (await payload.find({ collection: 'posts', where, user, overrideAccess: false, depth: 0, draft: false })).docs.map((d) => d.id)

describe('reading posts', () => {
  it('shows visitors and customers published posts only', async () => {
    for (const user of [null, customer]) {
      const ids = await visible(user)
      expect(ids).toContain(published.id)
      expect(ids).not.toContain(draft.id)
    }
  })

  it('refuses a draft by id to anyone without a staff session', async () => {
    for (const user of [null, customer]) {
      await expect(
        payload.findByID({ collection: 'posts', id: draft.id, user, overrideAccess: false, draft: true, depth: 0 }),
      ).rejects.toThrow()
    }
  })

  it('lets editors and admins read drafts', async () => {
    for (const user of [editor, admin]) {
      const doc = await payload.findByID({ collection: 'posts', id: draft.id, user, overrideAccess: false, draft: true, depth: 0 })
      expect(doc.title).toBe('Secret draft')
    }
  })

  it('hides post versions from visitors', async () => {
    await expect(payload.findVersions({ collection: 'posts', user: customer, overrideAccess: false, depth: 0 })).rejects.toThrow()
  })
})

describe('writing content', () => {
  it('lets editors write posts and taxonomy', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: { title: 'Editor category' },
      user: editor,
      overrideAccess: false,
      depth: 0,
    })
    expect(category.slug).toBe('editor-category')
  })

  it('refuses content writes from customers and visitors', async () => {
    for (const user of [customer, null]) {
      await expect(payload.create({ collection: 'tags', data: { title: 'Nope' }, user, overrideAccess: false, depth: 0 })).rejects.toThrow()
      await expect(
        payload.update({ collection: 'posts', id: published.id, data: { title: 'Hacked' }, user, overrideAccess: false, depth: 0 }),
      ).rejects.toThrow()
    }
  })

  it('lets staff edit the legal pages and nobody else', async () => {
    await expect(
      payload.updateGlobal({ slug: 'terms-of-service', data: { title: 'Terms' }, user: customer, overrideAccess: false, depth: 0 }),
    ).rejects.toThrow()
    const updated = await payload.updateGlobal({
      slug: 'terms-of-service',
      data: { title: 'Terms of service', effectiveDate: '2026-11-01', content: lexicalParagraph('Terms.') },
      user: editor,
      overrideAccess: false,
      depth: 0,
    })
    expect(updated.title).toBe('Terms of service')
  })
})

describe('users', () => {
  it('hides every user from visitors', async () => {
    await expect(payload.find({ collection: 'users', user: null, overrideAccess: false, depth: 0 })).rejects.toThrow()
  })

  it('shows editors and customers only themselves', async () => {
    for (const user of [editor, customer]) {
      const { docs } = await payload.find({ collection: 'users', user, overrideAccess: false, depth: 0 })
      expect(docs.map((d) => d.id)).toEqual([user.id])
    }
  })

  it('does not let editors manage users', async () => {
    await expect(
      payload.update({ collection: 'users', id: customer.id, data: { name: 'Renamed' }, user: editor, overrideAccess: false, depth: 0 }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'users', id: customer.id, user: editor, overrideAccess: false, depth: 0 })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'users', id: editor.id, data: { roles: ['admin'] }, user: editor, overrideAccess: false, depth: 0 }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'roles' })] } })
    expect((await payload.findByID({ collection: 'users', id: editor.id, depth: 0 })).roles).toEqual(['editor'])
  })

  it('lets admins change roles', async () => {
    const promoted = await payload.update({
      collection: 'users',
      id: customer.id,
      data: { roles: ['customer', 'editor'] },
      user: admin,
      overrideAccess: false,
      depth: 0,
    })
    expect(promoted.roles).toEqual(['customer', 'editor'])
    await payload.update({
      collection: 'users',
      id: customer.id,
      data: { roles: ['customer'] },
      user: admin,
      overrideAccess: false,
      depth: 0,
    })
  })

  it('keeps customers out of the admin panel', () => {
    const req = (user: User | null) => ({ req: { user } }) as Parameters<typeof canAccessAdmin>[0]
    expect(canAccessAdmin(req(customer))).toBe(false)
    expect(canAccessAdmin(req(null))).toBe(false)
    expect(canAccessAdmin(req(editor))).toBe(true)
    expect(canAccessAdmin(req(admin))).toBe(true)
  })
})

describe('malformed ids and filters over REST', () => {
  it('answers 404 for an id that cannot exist and 400 for filters the database cannot run', async () => {
    expect((await rest('GET', '/api/posts/not-an-id?depth=0')).status).toBe(404)
    // SQLite ids are whole numbers, MongoDB's ObjectIds: neither takes "abc" or "x".
    for (const query of [
      'where[id][in]=abc,1',
      'where[categories][in]=x',
      'where[publishedAt][greater_than]=soon',
      'where[slug][near]=1,2',
    ]) {
      const response = await rest('GET', `/api/posts?${query}&depth=0`)
      expect(response.status, query).toBe(400)
      expect(response.body.errors[0].message, query).toMatch(/The query is not valid/)
    }
  })

  it('still runs well-formed filters', async () => {
    const response = await rest(
      'GET',
      `/api/posts?where[id][in]=${published.id}&where[publishedAt][less_than]=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}&depth=0`,
    )
    expect(response.status).toBe(200)
    expect(response.body.docs.map((doc: Post) => doc.id)).toEqual([published.id])
  })
})
