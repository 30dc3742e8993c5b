import type { TextField } from 'payload'

import { formatSlug } from '@/hooks/formatSlug'
import { SLUG_PATTERN } from '@/lib/slug'

type SlugOptions = {
  /** The field the slug is made from when left empty. */
  from?: string
  /** Slugs that would collide with fixed routes next to the documents' own. */
  reserved?: readonly string[]
}

export function slugField({ from = 'title', reserved = [] }: SlugOptions = {}): TextField {
  return {
    name: 'slug',
    type: 'text',
    index: true,
    unique: true,
    admin: {
      position: 'sidebar',
      description: `Part of the URL. Left empty, it is made from the ${from}.`,
    },
    hooks: { beforeValidate: [formatSlug(from)] },
    validate: (value: string | null | undefined) => {
      if (!value) return 'A slug is required: fill the title or type one.'
      if (!SLUG_PATTERN.test(value)) return 'Use lower-case letters, digits and single dashes.'
      if (reserved.includes(value)) return `"${value}" is reserved by the site's routes: choose another slug.`
      return true
    },
  }
}
