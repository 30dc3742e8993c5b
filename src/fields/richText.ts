import {
  BlocksFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  lexicalEditor,
  LinkFeature,
  RelationshipFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'

import { CodeBlock } from '@/blocks/Code'
import { YouTubeBlock } from '@/blocks/YouTube'

/**
 * Articles show site images and link or embed other articles, nothing else: a customer's private
 * upload or an order has no place in them, and the posts' content references (Posts/hooks/
 * setContentReferences.ts) cover every document an article can point at (docs/delete-rules.md).
 */
const ARTICLE_REFERENCES = {
  link: LinkFeature({ enabledCollections: ['posts'] }),
  relationship: RelationshipFeature({ enabledCollections: ['posts'] }),
  upload: UploadFeature({ enabledCollections: ['media'] }),
} as const

/** The editor for articles: headings, lists, quotes, links, images, code and YouTube embeds. */
export const articleEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures
      .filter((feature) => feature.key !== 'heading')
      .map((feature) => ARTICLE_REFERENCES[feature.key as keyof typeof ARTICLE_REFERENCES] ?? feature),
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
