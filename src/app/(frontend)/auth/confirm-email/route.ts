import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { confirmEmailChange } from '@/lib/auth/email-change'

/**
 * The link sent to a new email address: makes it the account's sign-in email, then shows the account
 * page with the outcome (after a sign-in, when the link is opened on another device).
 */
export async function GET(request: NextRequest) {
  const outcome = await confirmEmailChange(request.nextUrl.searchParams.get('token') ?? '')
  redirect(`/dashboard/account?email=${outcome}`)
}
