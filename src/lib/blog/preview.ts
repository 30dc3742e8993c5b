/** The admin opens drafts through /api/preview, which checks the staff session and turns on draft mode. */
export function previewUrl(path: string): string {
  const base = (process.env.NEXT_PUBLIC_SERVER_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
  return `${base}/api/preview?path=${encodeURIComponent(path)}`
}
