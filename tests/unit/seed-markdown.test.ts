import { describe, expect, it } from 'vitest'

import { markdownImages, markdownToLexical, parseMarkdown } from '@/seed/lexical'

type Node = { type: string; children?: Node[]; [key: string]: unknown }

const convert = (markdown: string, imageIds: number[] = []) => markdownToLexical(parseMarkdown(markdown), imageIds).root.children as Node[]

describe('seed Markdown to Lexical', () => {
  it('turns inline markup into formatted text and links', () => {
    const [paragraph] = convert('Plain **bold** *italic* [inside](/blog) [outside](https://example.com) ***both***')
    expect(paragraph).toMatchObject({ type: 'paragraph', textFormat: 0, textStyle: '' })
    const children = paragraph!.children!
    expect(children.map((node) => node.type)).toEqual(['text', 'text', 'text', 'text', 'text', 'link', 'text', 'link', 'text', 'text'])
    expect(children[1]).toMatchObject({ text: 'bold', format: 1 })
    expect(children[3]).toMatchObject({ text: 'italic', format: 2 })
    expect(children[5]).toMatchObject({
      version: 3,
      fields: { linkType: 'custom', url: '/blog', newTab: false },
      children: [{ text: 'inside' }],
    })
    expect(children[7]).toMatchObject({ fields: { url: 'https://example.com', newTab: true } })
    expect(children[9]).toMatchObject({ text: 'both', format: 3 })
  })

  it('keeps the text exactly, typographic quotes and ampersands included', () => {
    const [paragraph] = convert('A “Q&A” isn’t a *list*: 6.5 × $25 = $162.50')
    expect(paragraph!.children!.map((node) => node.text).join('')).toBe('A “Q&A” isn’t a list: 6.5 × $25 = $162.50')
  })

  it('turns h2 and h3 into headings and refuses other levels', () => {
    expect(convert('## Two\n\n### Three').map((node) => [node.type, node.tag])).toEqual([
      ['heading', 'h2'],
      ['heading', 'h3'],
    ])
    expect(() => convert('# One')).toThrow(/level 1 heading is not supported \(line 1\)/)
    expect(() => convert('text\n\n#### Four')).toThrow(/level 4 heading is not supported \(line 3\)/)
  })

  it('numbers list items from the list’s start', () => {
    const [bullets, numbers] = convert('- **One** first\n- Two\n\n3. Three\n4. Four')
    expect(bullets).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul', start: 1 })
    expect(bullets!.children!.map((item) => [item.type, item.value])).toEqual([
      ['listitem', 1],
      ['listitem', 2],
    ])
    expect(bullets!.children![0]!.children![0]).toMatchObject({ text: 'One', format: 1 })
    expect(numbers).toMatchObject({ type: 'list', listType: 'number', tag: 'ol', start: 3 })
    expect(numbers!.children!.map((item) => item.value)).toEqual([3, 4])
  })

  it('turns a quote into a quote node and fenced code into a code block', () => {
    const [quote, code, plain] = convert('> Consistency beats *frequency*.\n\n```json\n{ "a": 1 }\n```\n\n```\nno language\n```')
    expect(quote).toMatchObject({
      type: 'quote',
      children: [{ text: 'Consistency beats ' }, { text: 'frequency', format: 2 }, { text: '.' }],
    })
    expect(code).toMatchObject({
      type: 'block',
      version: 2,
      fields: { blockType: 'code', language: 'json', code: '{ "a": 1 }', blockName: '' },
    })
    expect(code!.fields).toHaveProperty('id', expect.stringMatching(/^[0-9a-f]{24}$/))
    expect(plain).toMatchObject({ fields: { language: 'text', code: 'no language' } })
    expect(() => convert('```cobol\nx\n```')).toThrow(/code in "cobol" is not supported/)
  })

  it('turns an image alone in its paragraph into an upload of the next media id', () => {
    const markdown = '![First alt](illustration "First caption")\n\nText\n\n![Second alt](illustration)'
    expect(markdownImages(parseMarkdown(markdown))).toEqual([{ alt: 'First alt', caption: 'First caption' }, { alt: 'Second alt' }])
    const [first, , second] = convert(markdown, [7, 9])
    expect(first).toMatchObject({ type: 'upload', relationTo: 'media', value: 7, fields: null })
    expect(second).toMatchObject({ type: 'upload', value: 9 })
    expect(() => convert(markdown, [7])).toThrow(/fewer image ids/)
  })

  it('refuses what it cannot represent rather than dropping text', () => {
    expect(() => convert('Use `code` here')).toThrow(/inline inlineCode is not supported \(line 1\)/)
    expect(() => convert('Text ![alt](illustration) inline')).toThrow(/inline image/)
    expect(() => convert('- one\n  - nested')).toThrow(/list item of anything but one paragraph/)
    expect(() => convert('> one\n>\n> two')).toThrow(/quote of anything but one paragraph/)
    expect(() => convert('---')).toThrow(/thematicBreak is not supported/)
    expect(() => convert('<div>html</div>')).toThrow(/html is not supported/)
  })
})
