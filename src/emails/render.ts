/**
 * Transactional emails are built from one structure and rendered twice: an HTML version (inline
 * styles, table layout, as mail clients need) and a plain-text version for clients that prefer it.
 */
export type EmailContent = {
  subject: string
  /** The grey line mail clients show after the subject. */
  preview: string
  heading: string
  paragraphs: string[]
  action?: { label: string; url: string }
  /** Small print under the button, e.g. why the email was sent. */
  footnote?: string
  /** A list of linked entries under the text (a digest's posts). */
  items?: { title: string; url: string; summary: string }[]
  /** Links under the small print: a newsletter's "Change topics" and "Unsubscribe". */
  footerLinks?: { label: string; url: string }[]
}

export type RenderedEmail = { subject: string; html: string; text: string }

const PRODUCT = 'TubeLift'

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

function renderHtml(content: EmailContent, siteUrl: string): string {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1e293b">${escapeHtml(p)}</p>`)
    .join('\n')
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:#4f46e5">
        <a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 22px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escapeHtml(content.action.label)}</a>
      </td></tr></table>
      <p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#475569">Or paste this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : ''
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(content.footnote)}</p>`
    : ''
  const items = (content.items ?? [])
    .map(
      (item) =>
        `<p style="margin:0 0 20px;font-size:16px;line-height:24px;color:#1e293b"><a href="${escapeHtml(item.url)}" style="font-weight:700;color:#4338ca">${escapeHtml(item.title)}</a><br>${escapeHtml(item.summary)}</p>`,
    )
    .join('\n')
  const footerLinks = content.footerLinks?.length
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:#64748b">${content.footerLinks
        .map((link) => `<a href="${escapeHtml(link.url)}" style="color:#475569">${escapeHtml(link.label)}</a>`)
        .join(' · ')}</p>`
    : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f7fb;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f7fb;padding:32px 12px"><tr><td align="center">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px">
    <tr><td style="padding:28px 32px 8px"><a href="${escapeHtml(siteUrl)}" style="font-size:20px;font-weight:800;color:#0f172a;text-decoration:none">▶ ${PRODUCT}</a></td></tr>
    <tr><td style="padding:8px 32px 28px">
      <h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(content.heading)}</h1>
      ${paragraphs}
      ${items}
      ${action}
      ${footnote}
      ${footerLinks}
    </td></tr>
  </table>
  <p style="margin:16px 0 0;font-size:12px;color:#64748b">${PRODUCT} · <a href="${escapeHtml(siteUrl)}" style="color:#64748b">${escapeHtml(siteUrl.replace(/^https?:\/\//, ''))}</a></p>
</td></tr></table>
</body></html>`
}

function renderText(content: EmailContent, siteUrl: string): string {
  const lines = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])]
  for (const item of content.items ?? []) lines.push(item.title, item.summary, item.url, '')
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '')
  if (content.footnote) lines.push(content.footnote, '')
  for (const link of content.footerLinks ?? []) lines.push(`${link.label}: ${link.url}`)
  if (content.footerLinks?.length) lines.push('')
  lines.push(`— ${PRODUCT}, ${siteUrl}`)
  return lines.join('\n')
}

export function renderEmail(content: EmailContent, siteUrl: string): RenderedEmail {
  return { subject: content.subject, html: renderHtml(content, siteUrl), text: renderText(content, siteUrl) }
}
