/**
 * When the report is printed, only the report: the site header and footer and the dashboard's side
 * navigation are left off the page, and the report takes the navigation's column too. Paper is white whatever the screen's theme, so the light tokens
 * come back for print (a dark-theme reader would otherwise print pale text on white). Scoped to the
 * report page by being rendered only there.
 */
const PRINT_CSS = `@media print {
  html:root { color-scheme: light; --bg: #fff; --bg-subtle: #f6f7fb; --card: #fff; --fg: #0f172a; --muted: #475569; --border: #e2e8f0; --border-strong: #cbd5e1; --accent: #4f46e5; --accent-soft: #eef2ff; --accent-text: #4338ca; --warning-soft: #fffbeb; --success-soft: #ecfdf5; }
  body header.sticky, body footer, body aside { display: none !important; }
  body div:has(> aside) { display: block !important; }
  body { background: #fff; }
  figure, tr { break-inside: avoid; }
}`

export function ReportPrintStyles() {
  return <style>{PRINT_CSS}</style>
}
