/**
 * When the report is printed, only the report: the site header and footer and the dashboard's side
 * navigation are left off the page. Scoped to the report page by being rendered only there.
 */
export function ReportPrintStyles() {
  return <style>{'@media print { body header.sticky, body footer, body aside { display: none !important; } body { background: #fff; } }'}</style>
}
