import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CategoryNav } from '@/components/blog/CategoryNav'

const categories = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Category ${i + 1}`, slug: `category-${i + 1}` }))

function render(count: number) {
  const html = renderToStaticMarkup(createElement(CategoryNav, { categories: categories(count) }))
  const [shown = '', folded = ''] = html.split('<details')
  const links = (part: string) => [...part.matchAll(/href="\/blog\/category\/([^"]+)"/g)].map((match) => match[1])
  return { html, shown: links(shown), folded: links(folded) }
}

describe('the blog category chips', () => {
  it('show every category of a blog with a handful of them', () => {
    for (const count of [1, 8, 16]) {
      const { html, shown, folded } = render(count)
      expect(shown).toHaveLength(count)
      expect(folded).toEqual([])
      expect(html).not.toContain('<details')
    }
  })

  it('fold all but the first twelve behind a disclosure that says how many, every link still in the page', () => {
    const { html, shown, folded } = render(200)
    expect(shown).toEqual(categories(12).map((category) => category.slug))
    expect(folded).toHaveLength(188)
    expect(folded[0]).toBe('category-13')
    expect(html).toMatch(/<details[^>]*><summary[^>]*>.*Show 188 more categories/)
    expect(html).not.toMatch(/<details[^>]* open/)
  })

  it('render nothing without categories', () => {
    expect(renderToStaticMarkup(createElement(CategoryNav, { categories: [] }))).toBe('')
  })
})
