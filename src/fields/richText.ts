import { BlocksFeature, FixedToolbarFeature, HeadingFeature, HorizontalRuleFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

import { CodeBlock } from '@/blocks/Code'
import { YouTubeBlock } from '@/blocks/YouTube'

/** The editor for articles: headings, lists, quotes, links, images, code and YouTube embeds. */
export const articleEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'heading'),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    HorizontalRuleFeature(),
    BlocksFeature({ blocks: [CodeBlock, YouTubeBlock] }),
    FixedToolbarFeature(),
  ],
})

/** Legal pages need structure but no embeds. */
export const documentEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !['heading', 'upload', 'relationship'].includes(feature.key)),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
    FixedToolbarFeature(),
  ],
})
