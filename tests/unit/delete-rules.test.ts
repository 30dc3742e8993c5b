import { describe, expect, it } from 'vitest'

import { refusalMessage, type Referrer } from '@/hooks/deleteRules/refusal'

const post = (n: number, status: Referrer['status'] = 'published'): Referrer => ({
  collection: 'posts',
  id: n,
  title: `Post ${n}`,
  status,
  url: `/admin/collections/posts/${n}`,
})

describe('refusalMessage', () => {
  it('names up to five referrers, drafts marked, counts the rest and points staff at the panel with the links', () => {
    const docs = [post(1), post(2, 'draft'), post(3), post(4), post(5), post(6), post(7)]
    expect(refusalMessage({ what: 'the category “Growth”', groups: [{ label: 'posts', docs, total: 7 }] })).toBe(
      'Cannot delete the category “Growth”: it is used by 7 posts: “Post 1”, “Post 2” (draft), “Post 3”, “Post 4”, “Post 5” and 2 more. ' +
        'Remove it from them first: they are linked under “Used by” on its page in the admin.',
    )
  })

  it('lists each collection that uses it, and gives what to do instead when there is a better way', () => {
    const orders = { label: 'order', docs: [{ collection: 'orders', id: 9, title: 'TL-9', url: '/admin/collections/orders/9' }], total: 1 }
    expect(refusalMessage({ what: 'the service “Views”', groups: [orders], instead: 'Archive it instead.' })).toBe(
      'Cannot delete the service “Views”: it is used by 1 order: “TL-9”. Archive it instead.',
    )
  })

  it('says why the record itself stays, and leaves the admin out of what a customer reads', () => {
    expect(refusalMessage({ what: 'the order “TL-1”', reason: 'it took a payment.' })).toBe(
      'Cannot delete the order “TL-1”: it took a payment.',
    )
    const designs = { label: 'thumbnail design', docs: [{ collection: 'thumbnail-designs', id: 3, title: 'Mine', url: '/x' }], total: 1 }
    expect(refusalMessage({ what: 'the upload “a.png”', groups: [designs], forStaff: false })).toBe(
      'Cannot delete the upload “a.png”: it is used by 1 thumbnail design: “Mine”. Remove it from them first.',
    )
  })
})
