import type { SessionExtras } from './sessions'
import type { FakeSession } from './types'
import { formatAmount, htmlEscape, type Reply } from './wire'

// ---------------------------------------------------------------------------------------------
// The hosted payment page

export function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlEscape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
  ul { padding-left: 1.2rem; }
  label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; border: 1px solid #6b7385; border-radius: 4px; }
  button { display: block; width: 100%; margin-top: 0.75rem; padding: 0.75rem; font: inherit; font-weight: 600; border: 0; border-radius: 4px; cursor: pointer; background: #0a2540; color: #fff; }
  button.secondary { background: #fff; color: #0a2540; border: 1px solid #0a2540; }
  a { color: #3c3ea8; }
  .total { font-size: 1.4rem; font-weight: 700; }
  .note { color: #4f566b; font-size: 0.9rem; }
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`
}

export function paymentPage(session: FakeSession, extras: SessionExtras): string {
  const currency = session.currency ?? 'usd'
  const total = formatAmount(session.amount_total ?? 0, currency)
  const items = extras.lineItems
    .map(
      (item) =>
        `<li>${htmlEscape(item.name)} × ${item.quantity}: ${htmlEscape(formatAmount(Math.round(item.unitAmount * item.quantity), currency))}${item.description ? `<br><span class="note">${htmlEscape(item.description)}</span>` : ''}</li>`,
    )
    .join('\n')
  const action = `/pay/${encodeURIComponent(session.id)}`
  const email = session.customer_email ?? 'buyer@example.com'
  const cancel = session.cancel_url ? `<p><a href="${htmlEscape(session.cancel_url)}">Cancel</a></p>` : ''
  return page(
    'Fake Stripe Checkout',
    `<h1>Fake Stripe Checkout</h1>
<p class="note">Test mode: nothing is charged.</p>
<h2>Order summary</h2>
<ul>
${items}
</ul>
<p>Total due: <span class="total" data-testid="amount-total">${htmlEscape(total)}</span></p>
<form method="post" action="${action}/complete">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${htmlEscape(email)}">
<button type="submit">Pay</button>
<button type="submit" class="secondary" formaction="${action}/async" name="outcome" value="succeed">Pay with a delayed method (succeeds)</button>
<button type="submit" class="secondary" formaction="${action}/async" name="outcome" value="fail">Pay with a delayed method (fails)</button>
</form>
${cancel}`,
  )
}

/** What the hosted page shows for a session that can no longer be paid. */
export function closedPage(session: FakeSession): string {
  if (session.status === 'complete') {
    return page(
      'Fake Stripe Checkout',
      `<h1>Payment received</h1>\n<p>This checkout session is already complete.</p>\n<p><a href="${htmlEscape(successRedirect(session))}">Return to the merchant</a></p>`,
    )
  }
  const back = session.cancel_url ? `<p><a href="${htmlEscape(session.cancel_url)}">Return to the merchant</a></p>` : ''
  return page('Fake Stripe Checkout', `<h1>This checkout session has expired</h1>\n${back}`)
}

export function successRedirect(session: FakeSession): string {
  return (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id)
}

export function htmlReply(status: number, body: string): Reply {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body }
}
