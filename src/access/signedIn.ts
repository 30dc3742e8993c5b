import type { Access } from 'payload'

// Anyone with a session.
export const signedIn: Access = ({ req: { user } }) => Boolean(user)
