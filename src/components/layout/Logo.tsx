export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-extrabold tracking-tight text-fg">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="9" className="fill-accent" />
        <path d="M12 9.5v13l10.5-6.5z" className="fill-accent-fg" />
      </svg>
      TubeLift
    </span>
  )
}
