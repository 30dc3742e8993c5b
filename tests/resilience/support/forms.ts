/**
 * Forms as a browser without JavaScript sees them: the app's forms post to server actions and work
 * without JavaScript (React writes the action's id into hidden inputs), so a test can read a page,
 * fill a form and submit it over plain HTTP — the same request a no-JS browser sends.
 */
export type HtmlForm = {
  method: string
  /** Every named control in document order: hidden action fields, inputs, textareas, selects. */
  fields: { name: string; value: string; type: string }[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#')
      return String.fromCodePoint(entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)))
    return ENTITIES[entity.toLowerCase()] ?? match
  })
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const [, name, doubleQuoted, singleQuoted] of tag.matchAll(/([^\s=/>]+)(?:=(?:"([^"]*)"|'([^']*)'))?/g)) {
    if (name) found[name.toLowerCase()] = decodeEntities(doubleQuoted ?? singleQuoted ?? '')
  }
  return found
}

export function readForms(html: string): HtmlForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map(([, formTag, body]) => {
    const fields: HtmlForm['fields'] = []
    for (const [control, tag, inner] of body!.matchAll(/<(input|textarea|select)\b[^>]*>(?:([\s\S]*?)<\/\1>)?/gi)) {
      const attrs = attributes(control.slice(tag!.length + 1, control.indexOf('>')))
      if (!attrs.name) continue
      const kind = tag!.toLowerCase()
      if (kind === 'textarea') fields.push({ name: attrs.name, value: decodeEntities(inner ?? ''), type: 'textarea' })
      else if (kind === 'select') {
        const options = [...(inner ?? '').matchAll(/<option\b([^>]*)>/gi)].map(([, optionTag]) => attributes(optionTag!))
        const chosen = options.find((option) => 'selected' in option) ?? options[0]
        fields.push({ name: attrs.name, value: chosen?.value ?? '', type: 'select' })
      } else {
        const type = (attrs.type ?? 'text').toLowerCase()
        if ((type === 'checkbox' || type === 'radio') && !('checked' in attrs)) continue
        if (type === 'submit' || type === 'button' || type === 'file') continue
        fields.push({ name: attrs.name, value: attrs.value ?? (type === 'checkbox' ? 'on' : ''), type })
      }
    }
    return { method: (attributes(formTag!).method ?? 'get').toLowerCase(), fields }
  })
}

/** The form that posts to a server action and has all of these fields. */
export function actionForm(html: string, fieldNames: string[]): HtmlForm {
  const form = readForms(html).find(
    (candidate) =>
      candidate.fields.some((f) => f.name.startsWith('$ACTION')) &&
      fieldNames.every((name) => candidate.fields.some((f) => f.name === name)),
  )
  if (!form) throw new Error(`no server-action form with fields ${fieldNames.join(', ')} on the page`)
  return form
}

/**
 * Submits a form to the page it came from as a no-JS browser would (multipart, same-origin), with
 * `values` replacing the user-editable fields (arrays append several values under one name).
 */
export async function submitForm(
  pageUrl: string,
  form: HtmlForm,
  values: Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = new FormData()
  for (const field of form.fields) if (!(field.name in values)) body.append(field.name, field.value)
  for (const [name, value] of Object.entries(values)) for (const one of [value].flat()) body.append(name, one)
  return fetch(pageUrl, { method: 'POST', body, redirect: 'manual', headers: { origin: new URL(pageUrl).origin, ...headers } })
}
