/**
 * Largest bodies Payload's REST and GraphQL accept. JSON documents (a long post's rich text is a few
 * hundred kB) get 2 MB; multipart uploads the image size Payload itself allows (payload.config.ts
 * `upload.limits.fileSize`) plus room for the form's other fields.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

export const PAYLOAD_BODY_LIMITS = { json: 2 * 1024 * 1024, multipart: MAX_UPLOAD_BYTES + 256 * 1024 }
