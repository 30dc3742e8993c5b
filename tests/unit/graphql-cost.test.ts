import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'

import { GRAPHQL_LIMITS, graphqlCostRule } from '@/lib/payload-api/graphql-cost'

/** Payload's shapes: a paginated list query (with `limit`), `docs`, rich text as a JSON scalar, relationships. */
const schema = buildSchema(`
  scalar JSON
  type Author { name: String avatar: Media }
  type Media { url: String }
  type Post { title: String content(depth: Int): JSON contentText: String authors: [Author!] }
  type Posts { docs: [Post!]! totalDocs: Int limit: Int }
  type Query { Posts(limit: Int, page: Int): Posts Post(id: Int!): Post }
`)

const errorsOf = (query: string, variables: Record<string, unknown> = {}) =>
  validate(schema, parse(query), [graphqlCostRule(variables)]).map((error) => error.message)

describe('the GraphQL cost rule (docs/security.md, round 2 item 1)', () => {
  it("refuses the review's request: 160 aliases of every post's content", () => {
    const aliases = Array.from({ length: 160 }, (_, i) => `a${i}: Posts(limit: 0) { docs { content contentText } }`).join('\n')
    expect(errorsOf(`{ ${aliases} }`)).toEqual([expect.stringMatching(/160 aliases; at most 20/)])
  })

  it('counts a list as its page size times what each document asks for, with `limit: 0` as the largest page', () => {
    // 1 (Posts) + 1 (docs) + 100 documents x (20 for the rich text + 1 for the plain text) = 2102.
    const everything = errorsOf('{ Posts(limit: 0) { docs { content contentText } } }')
    expect(everything).toEqual([])
    const aliased = Array.from({ length: 3 }, (_, i) => `p${i}: Posts(limit: 0) { docs { content contentText } }`).join(' ')
    expect(errorsOf(`{ ${aliased} }`)).toEqual([expect.stringMatching(/would cost 6306 .*at most 5000/)])
  })

  it('reads the page size from variables, and weighs rich text populated deeper', () => {
    // Rich text populated 3 deep costs 20 x (1 + 3): 2 + 100 x 80.
    expect(errorsOf('query($n: Int) { Posts(limit: $n) { docs { content(depth: 3) } } }', { n: 100 })).toEqual([
      expect.stringMatching(/would cost 8002 /),
    ])
    expect(errorsOf('query($n: Int) { Posts(limit: $n) { docs { content(depth: 3) } } }', { n: 10 })).toEqual([])
  })

  it("lets a real client's page of posts through, relationships and fragments included", () => {
    const query = `
      query Blog { Posts(limit: 12, page: 2) { totalDocs docs { ...Card authors { name avatar { url } } } } }
      fragment Card on Post { title contentText }`
    expect(errorsOf(query)).toEqual([])
    expect(GRAPHQL_LIMITS.maxPageSize).toBe(100)
  })

  it('does not follow a fragment that spreads itself (GraphQL refuses it anyway)', () => {
    const query = '{ Post(id: 1) { ...Loop } } fragment Loop on Post { title authors { name } ...Loop }'
    expect(() => validate(schema, parse(query), [graphqlCostRule({})])).not.toThrow()
  })
})
