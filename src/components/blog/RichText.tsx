import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import { MediaImage } from '@/components/media/MediaImage'
import { containerImageSizes } from '@/components/ui/Container'
import type { MediaRef } from '@/lib/data/blog/posts'
import { extractHeadings, type LexicalNode, type LexicalState } from '@/lib/blog/lexical'
import { parseVideoId } from '@/tools/youtube/video-id'

import { YouTubeEmbed } from './YouTubeEmbed'

type CodeFields = { language?: string; code?: string }
type YouTubeFields = { url?: string; title?: string; caption?: string | null }

function converters(headingIds: Map<LexicalNode, string>): JSXConvertersFunction {
  return ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const Tag = (['h2', 'h3', 'h4'].includes(node.tag) ? node.tag : 'h2') as 'h2' | 'h3' | 'h4'
      return <Tag id={headingIds.get(node as unknown as LexicalNode)}>{nodesToJSX({ nodes: node.children })}</Tag>
    },
    upload: ({ node }) => {
      const media = node.value as MediaRef | number | string
      if (typeof media !== 'object' || !media?.url) return null
      return (
        <figure>
          {/* Posts and legal pages set their text in a `3xl` Container. */}
          <MediaImage media={media} use="hero" sizes={containerImageSizes('3xl')} />
          {media.caption ? <figcaption>{media.caption}</figcaption> : null}
        </figure>
      )
    },
    blocks: {
      code: ({ node }: { node: { fields: unknown } }) => {
        const { language, code } = node.fields as CodeFields
        return (
          <pre data-language={language}>
            <code>{code}</code>
          </pre>
        )
      },
      youtube: ({ node }: { node: { fields: unknown } }) => {
        const { url, title, caption } = node.fields as YouTubeFields
        const parsed = parseVideoId(url ?? '')
        if (!parsed.ok) return null
        return <YouTubeEmbed id={parsed.id} title={title ?? 'YouTube video'} caption={caption} />
      },
    },
  })
}

/** Renders an article's rich text with anchored headings, responsive images and embeds. */
export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object') return null
  const headings = extractHeadings(data as LexicalState)
  const ids = new Map(headings.map((heading) => [heading.node, heading.id]))
  return <LexicalRichText data={data as SerializedEditorState} converters={converters(ids)} className={className ?? 'prose-article'} />
}
