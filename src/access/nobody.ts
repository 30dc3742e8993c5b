import type { Access } from 'payload'

// Nobody through the API: only server code (Local API with access control off) touches these.
export const nobody: Access = () => false
