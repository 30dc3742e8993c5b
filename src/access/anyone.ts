import type { Access } from 'payload'

// Anyone, signed in or not, may do this.
export const anyone: Access = () => true
