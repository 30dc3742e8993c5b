/** A thumbnail change's two images side by side: what is live and what replaces it (decision 022). */
export function ThumbnailCompare({ change, beforeLabel, afterLabel }: { change: number; beforeLabel: string; afterLabel: string }) {
  const sides = [
    { side: 'before', label: beforeLabel },
    { side: 'after', label: afterLabel },
  ] as const
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {sides.map(({ side, label }) => (
        <figure key={side} className="flex min-w-0 flex-col gap-2 rounded-xl border border-border bg-card p-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a private image of the owner's, served by our own route */}
          <img
            src={`/api/thumbnail-changes/${change}/${side}`}
            alt={`${label}: thumbnail`}
            width={1280}
            height={720}
            className="aspect-video h-auto w-full rounded-lg bg-bg-subtle object-cover"
          />
          <figcaption className="text-sm font-semibold">{label}</figcaption>
        </figure>
      ))}
    </div>
  )
}
