/** A value of Next's `searchParams`: one string, several (the key repeated), or none. */
export type SearchParam = string | string[] | undefined

/** The first value of a search parameter. */
export function firstParam(value: SearchParam): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** Every value of a search parameter. */
export function allParams(value: SearchParam): string[] {
  return Array.isArray(value) ? value : value ? [value] : []
}
