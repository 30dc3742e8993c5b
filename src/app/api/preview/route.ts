import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { getStaffApiUser } from '@/lib/data/session'
import { safeNextPath } from '@/lib/http/redirects'

/** The admin's preview button: a staff session turns on draft mode and opens the page. */
export async function GET(request: NextRequest) {
  const path = safeNextPath(request.nextUrl.searchParams.get('path'), '/blog')
  const staff = await getStaffApiUser(request)
  if (!staff) {
    return new Response('Previews are for signed-in staff. Sign in at /admin and try again.', { status: 403 })
  }
  ;(await draftMode()).enable()
  redirect(path)
}
