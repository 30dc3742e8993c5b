/**
 * The thumbnail maker's document model, shared by the editor (react-konva) and the server. Nothing
 * here loads zod: the schemas (schema.ts), reading a saved design (parse.ts) and the save input
 * (save.ts) are imported from their own files, so the editor fetches zod only when it needs it.
 */
export * from './model'
export * from './serialize'
export * from './operations'
export * from './history'
export * from './snapping'
export * from './templates'
export * from './photo-slot'
export * from './preview'
export * from './export'
export * from './describe'
export * from './uploads'
export * from './text-fit'
