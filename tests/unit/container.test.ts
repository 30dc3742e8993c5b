import { createElement, type ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Container, containerImageSizes } from '@/components/ui/Container'

/** Children are the text argument; the props are the rest. */
const render = (props: Omit<ComponentProps<typeof Container>, 'children'>) =>
  renderToStaticMarkup(createElement(Container, props as ComponentProps<typeof Container>, 'text'))
const classesOf = (html: string) => /class="([^"]*)"/.exec(html)![1]!.split(' ')

describe('Container', () => {
  it('carries exactly one max width: a narrower one replaces the page width instead of losing to it in the stylesheet', () => {
    expect(classesOf(render({ width: '3xl', className: 'py-12' })).filter((name) => name.startsWith('max-w-'))).toEqual(['max-w-3xl'])
    expect(classesOf(render({})).filter((name) => name.startsWith('max-w-'))).toEqual(['max-w-6xl'])
  })

  it('gives images as wide as its content the sizes its padding leaves them', () => {
    expect(containerImageSizes('3xl')).toBe('(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)')
    expect(containerImageSizes('5xl')).toBe('(min-width: 1024px) 976px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)')
  })
})
