/**
 * What the watchlist's add form answers when a channel cannot be added: the first three belong next
 * to the channel field, the others above the form (YouTube or the site, not what was typed).
 */
export const ADD_REFUSALS = {
  not_found: { field: true, text: () => 'YouTube has no channel with that address. Check the @handle, URL or id.' },
  already_watched: { field: true, text: (title?: string) => `You already watch ${title ? `“${title}”` : 'this channel'}.` },
  limit_reached: {
    field: true,
    text: (_title?: string, limit?: number) => `Your watchlist is full (${limit} channels). Remove one to add another.`,
  },
  quota: { field: false, text: () => 'Today’s YouTube quota is used up, so channels cannot be looked up. Please try again tomorrow.' },
  unavailable: { field: false, text: () => 'YouTube did not answer. Nothing was added; please try again in a minute.' },
  not_configured: { field: false, text: () => 'This site has no YouTube Data API key yet, so channels cannot be looked up.' },
} as const

export type AddRefusal = keyof typeof ADD_REFUSALS

/** What the Competitors page says after a form that redirects (`?status=…`), never free text from the address. */
export const WATCHLIST_NOTICES = {
  removed: 'The channel is no longer watched.',
  digest_on: 'You will get the week’s top outliers by email on Mondays.',
  digest_off: 'No more weekly outlier emails. You can turn them back on here at any time.',
} as const

export const isWatchlistNotice = (status: string | undefined): status is keyof typeof WATCHLIST_NOTICES =>
  status !== undefined && Object.hasOwn(WATCHLIST_NOTICES, status)
