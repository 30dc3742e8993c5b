import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { safeNextPath } from '@/lib/http/redirects'
import { apiRoute } from '@/lib/services/api'

/** The admin's preview button: a staff session turns on draft mode and opens the page (403 for anyone else). */
export const GET = apiRoute(
  async ({ request }) => {
    const path = safeNextPath(new URL(request.url).searchParams.get('path'), '/blog')
    ;(await draftMode()).enable()
    redirect(path)
  },
  { auth: 'staff', limit: 'none', maxBodyBytes: 0 },
)
