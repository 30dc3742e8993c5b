import { htmlEscape, type Reply } from '../core/http'
import type { GoogleAccount } from '../core/types'

/**
 * The page the authorization endpoint shows when no consent was queued: a browser test picks an
 * account, leaves the scopes it grants ticked, and clicks Allow or Cancel. Plain HTML, labelled
 * controls, so Playwright finds them by role and name:
 *   page.getByRole('radio', { name: /maya.creates@gmail.com/ }).check()
 *   page.getByRole('button', { name: 'Allow' }).click()
 */
export function consentPage(request: URLSearchParams, accounts: GoogleAccount[], scopes: string[]): Reply {
  const radios = accounts
    .map(
      (account, i) =>
        `<li><label><input type="radio" name="account" value="${htmlEscape(account.key)}"${i === 0 ? ' checked' : ''}> ${htmlEscape(account.name)} (${htmlEscape(account.email)})</label></li>`,
    )
    .join('')
  const boxes = scopes
    .map(
      (scope) => `<li><label><input type="checkbox" name="scope" value="${htmlEscape(scope)}" checked> ${htmlEscape(scope)}</label></li>`,
    )
    .join('')
  const body = `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Sign in - Google Accounts</title>
<main><h1>Choose an account</h1><p>to continue to ${htmlEscape(request.get('client_id') ?? '')}</p>
<form method="post" action="/o/oauth2/v2/auth/decide">
<input type="hidden" name="request" value="${htmlEscape(request.toString())}">
<fieldset><legend>Google account</legend><ul>${radios}</ul></fieldset>
<fieldset><legend>Access the app asks for</legend><ul>${boxes}</ul></fieldset>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form></main></html>`
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body }
}
