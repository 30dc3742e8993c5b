import { buttonClass } from '@/components/ui/button'
import { SEARCH_QUERY_MAX } from '@/lib/blog/search'

/** A plain GET form: works without JavaScript and gives shareable result URLs. */
export function SearchForm({ defaultValue = '', error }: { defaultValue?: string; error?: string }) {
  return (
    <form action="/blog/search" method="get" role="search" className="flex flex-col gap-2">
      <label htmlFor="blog-search" className="text-sm font-semibold">
        Search articles
      </label>
      <div className="flex gap-2">
        <input
          id="blog-search"
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={SEARCH_QUERY_MAX}
          placeholder="e.g. thumbnails, chapters, Shorts"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'blog-search-error' : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg border border-border-strong bg-card px-3 text-fg placeholder:text-muted"
        />
        <button type="submit" className={buttonClass()}>
          Search
        </button>
      </div>
      {error ? (
        <p id="blog-search-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  )
}
