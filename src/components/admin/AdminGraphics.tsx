/**
 * The product's mark in Payload's admin (admin.components.graphics): the logo on the sign-in screen
 * and the icon in the navigation, instead of Payload's. The admin has no Tailwind, so styles are inline.
 */
function Mark({ size }: { size: number | string }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="#4f46e5" />
      <path d="M12 9.5v13l10.5-6.5z" fill="#ffffff" />
    </svg>
  )
}

export function AdminLogo() {
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem', fontSize: '2rem', fontWeight: 800, letterSpacing: '-0.02em' }}
    >
      <Mark size={48} />
      TubeLift
    </span>
  )
}

/** Payload draws the icon in the breadcrumbs' home link, an 18 px box (16 px on phones) that clips what overflows: it fills the box. */
export function AdminIcon() {
  return (
    <span style={{ display: 'block', width: '100%', height: '100%' }} title="TubeLift">
      <Mark size="100%" />
    </span>
  )
}
