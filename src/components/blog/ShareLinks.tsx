/** Share by plain links: no third-party scripts, nothing loaded until someone clicks. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const targets = [
    { label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    { label: 'Email', href: `mailto:?subject=${t}&body=${u}` },
  ]
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="mr-1 text-sm font-semibold text-muted">Share</h2>
      <ul className="flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target.label}>
            <a
              href={target.href}
              target={target.label === 'Email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              className="inline-flex h-9 items-center rounded-lg border border-border px-3 text-sm font-medium hover:bg-bg-subtle"
            >
              {target.label}
              <span className="sr-only"> (share this article{target.label === 'Email' ? ' by email' : `, opens in a new tab`})</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
