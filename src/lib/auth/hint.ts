/** Name of the readable cookie that only tells the cached header someone is signed in (no secret in it). */
export const SIGNED_IN_HINT = 'tl-signed-in'
