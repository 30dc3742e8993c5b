import type { FieldAccess } from 'payload'

// Field-level: nobody changes this through the API; only server code (access control off) writes it.
export const nobodyField: FieldAccess = () => false
