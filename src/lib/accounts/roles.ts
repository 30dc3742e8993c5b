export const ROLES = ['admin', 'editor', 'customer'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { roles?: readonly Role[] | null } | null | undefined

export function hasRole(user: MaybeUser, role: Role): boolean {
  return Boolean(user?.roles?.includes(role))
}

/** Staff run the site from /admin; customers never reach it. */
export function isStaffUser(user: MaybeUser): boolean {
  return hasRole(user, 'admin') || hasRole(user, 'editor')
}
