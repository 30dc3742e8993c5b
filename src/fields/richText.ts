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
import type { FieldAffectingData, SanitizedConfig, Validate } from 'payload'

import { CodeBlock } from '@/blocks/Code'
import { YouTubeBlock } from '@/blocks/YouTube'

/** Link targets a reader's browser may follow: web pages, email and phone, or a path or anchor on this site. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * Whether a link's URL is one a reader may follow. A browser drops tabs, line breaks and leading
 * control characters before reading the scheme, so `java\tscript:` is `javascript:` to it: they are
 * dropped here too before the check.
 */
export function isSafeLinkUrl(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1]?.toLowerCase()
  return !scheme || SAFE_SCHEMES.has(scheme)
}

/** Lexical's link fields, with the URL also refused on save when its scheme could run script (`javascript:`, `data:`, …). */
const safeLinkFields = ({ defaultFields }: { config: SanitizedConfig; defaultFields: FieldAffectingData[] }) =>
  defaultFields.map((field) => {
    if (field.name !== 'url' || !('validate' in field)) return field
    const validate = field.validate as Validate | undefined
    const checked: Validate = (value, options) => {
      if (typeof value === 'string' && options.siblingData?.linkType !== 'internal' && !isSafeLinkUrl(value))
        return 'Links can go to http(s), mailto: and tel: addresses or to a page of this site.'
      return validate ? validate(value, options) : true
    }
    return { ...field, validate: checked } as FieldAffectingData
  })

/**
 * Articles show site images and link or embed other articles, nothing else: a customer's private
 * upload or an order has no place in them, and the posts' content references (Posts/hooks/
 * setContentReferences.ts) cover every document an article can point at (docs/delete-rules.md).
 */
const ARTICLE_REFERENCES = {
  link: LinkFeature({ enabledCollections: ['posts'], fields: safeLinkFields }),
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
    ...defaultFeatures
      .filter((feature) => !['heading', 'upload', 'relationship'].includes(feature.key))
      .map((feature) => (feature.key === 'link' ? LinkFeature({ fields: safeLinkFields }) : feature)),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
    FixedToolbarFeature(),
  ],
})
