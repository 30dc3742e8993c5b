export const dashboardNav = [
  { href: '/dashboard', label: 'Overview' },
  { href: '/dashboard/channel', label: 'Your channel' },
  { href: '/dashboard/channel/competitors', label: 'Competitors' },
  { href: '/dashboard/keyword-explorer', label: 'Keyword explorer' },
  { href: '/dashboard/seo-analyzer', label: 'SEO analyzer' },
  { href: '/dashboard/thumbnail-downloader', label: 'Thumbnail downloader' },
  { href: '/dashboard/thumbnail-maker', label: 'Thumbnail maker' },
  { href: '/dashboard/service-pricing', label: 'Service pricing' },
  { href: '/dashboard/my-orders', label: 'My orders' },
  { href: '/dashboard/account', label: 'Account' },
] as const
