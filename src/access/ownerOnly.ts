import type { Access } from 'payload'

// Only the signed-in person whose `owner` it is, staff included: what they changed on their own YouTube channel.
export const ownerOnly: Access = ({ req: { user } }) => (user ? { owner: { equals: user.id } } : false)
