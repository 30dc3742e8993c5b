/**
 * A video's snippet as videos.update takes it, and the pure steps of applying a fix (decision 021):
 * the fields a creator changed, the snippet to send (YouTube replaces the whole snippet, so every
 * writable field is sent, the unchanged ones as they are live), and whether the video changed on
 * YouTube since it was read.
 */

/** The writable fields of `snippet` (videos.update); a field left out would be cleared. */
export type VideoSnippet = {
  title: string
  description: string
  tags: string[]
  categoryId: string
  defaultLanguage?: string
  defaultAudioLanguage?: string
}

/** What the creator edits. */
export type SnippetEdit = Pick<VideoSnippet, 'title' | 'description' | 'tags'>

export const EDITABLE_FIELDS = ['title', 'description', 'tags'] as const satisfies readonly (keyof SnippetEdit)[]

export type EditableField = (typeof EDITABLE_FIELDS)[number]

export type SnippetFieldChange = { field: EditableField; before: string; after: string }

/** The snippet part of a videos.list item, as sent back to videos.update (read-only fields dropped). */
export function snippetFromApi(snippet: Record<string, unknown>): VideoSnippet {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const optional = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
  const result: VideoSnippet = {
    title: text(snippet.title),
    description: text(snippet.description),
    tags: Array.isArray(snippet.tags) ? snippet.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    categoryId: text(snippet.categoryId),
  }
  const defaultLanguage = optional(snippet.defaultLanguage)
  const defaultAudioLanguage = optional(snippet.defaultAudioLanguage)
  if (defaultLanguage) result.defaultLanguage = defaultLanguage
  if (defaultAudioLanguage) result.defaultAudioLanguage = defaultAudioLanguage
  return result
}

const shown = (snippet: SnippetEdit, field: EditableField) => (field === 'tags' ? snippet.tags.join(', ') : snippet[field])

/** The fields whose value differs, each with the text before and after (tags as a comma list). */
export function diffSnippet(live: SnippetEdit, edit: SnippetEdit): SnippetFieldChange[] {
  return EDITABLE_FIELDS.flatMap((field) => {
    const same = field === 'tags' ? sameTags(live.tags, edit.tags) : live[field] === edit[field]
    return same ? [] : [{ field, before: shown(live, field), after: shown(edit, field) }]
  })
}

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((tag, index) => tag === b[index])

/** The whole snippet to send: the live one with only the edited fields replaced. */
export function mergeSnippet(live: VideoSnippet, edit: SnippetEdit): VideoSnippet {
  const changed = new Set(diffSnippet(live, edit).map((change) => change.field))
  return {
    ...live,
    title: changed.has('title') ? edit.title : live.title,
    description: changed.has('description') ? edit.description : live.description,
    tags: changed.has('tags') ? [...edit.tags] : [...live.tags],
  }
}

/** Whether two snippets are the same in every writable field: anything else means someone changed it. */
export function sameSnippet(a: VideoSnippet, b: VideoSnippet): boolean {
  return (
    diffSnippet(a, b).length === 0 &&
    a.categoryId === b.categoryId &&
    (a.defaultLanguage ?? '') === (b.defaultLanguage ?? '') &&
    (a.defaultAudioLanguage ?? '') === (b.defaultAudioLanguage ?? '')
  )
}

/** Tags typed as a comma-separated list: trimmed, empty ones and repeats dropped, order kept. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    ),
  ]
}
