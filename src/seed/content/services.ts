/** The promotion catalogue the demo starts with. Prices are in cents. */
export const seedServices = [
  {
    slug: 'views-campaign',
    name: 'Views campaign',
    summary: 'Your video shown as an in-feed and in-stream ad to viewers of similar videos.',
    description:
      'We run your video as a YouTube video ad, targeted to people who watch videos on your topic. Viewers choose to watch, so the views come with real watch time and show up in YouTube Analytics as paid traffic.',
    highlights: ['Real viewers, never bots', 'Country, interest and age targeting', 'A report of spend, views and watch time', 'Campaign live within two business days'],
    sortOrder: 1,
    targeting: { countries: true, interests: true, ageRange: true },
    packages: [
      { name: 'Starter', price: 2900, currency: 'usd', deliverable: '1,000–1,500 views', durationDays: 7, popular: false },
      { name: 'Growth', price: 9900, currency: 'usd', deliverable: '5,000–7,000 views', durationDays: 14, popular: true },
      { name: 'Pro', price: 29900, currency: 'usd', deliverable: '20,000–26,000 views', durationDays: 30, popular: false },
    ],
  },
  {
    slug: 'subscribers-campaign',
    name: 'Subscribers campaign',
    summary: 'Ads optimised for viewers likely to subscribe after watching.',
    description:
      'Aimed at growing your audience rather than a single video: the campaign favours viewers who watch long and often subscribe to channels like yours. Subscriber numbers are estimates from past campaigns; every subscriber chose to subscribe.',
    highlights: ['Optimised for subscriptions, not clicks', 'Country and interest targeting', 'Weekly progress emails', 'No fake or incentivised subscribers'],
    sortOrder: 2,
    targeting: { countries: true, interests: true, ageRange: false },
    packages: [
      { name: 'Starter', price: 4900, currency: 'usd', deliverable: '50–100 subscribers', durationDays: 14, popular: false },
      { name: 'Growth', price: 14900, currency: 'usd', deliverable: '250–400 subscribers', durationDays: 21, popular: true },
      { name: 'Pro', price: 44900, currency: 'usd', deliverable: '1,000–1,500 subscribers', durationDays: 30, popular: false },
    ],
  },
  {
    slug: 'shorts-promotion',
    name: 'Shorts promotion',
    summary: 'Your Short shown in the Shorts feed to viewers of your niche.',
    description:
      'Shorts ads appear between organic Shorts, vertical and full-screen. Good for testing which Shorts catch on and for pulling Shorts viewers towards your long videos.',
    highlights: ['Vertical ads in the Shorts feed', 'Country targeting', 'Works for Shorts up to three minutes'],
    sortOrder: 3,
    targeting: { countries: true, interests: false, ageRange: false },
    packages: [
      { name: 'Starter', price: 3900, currency: 'usd', deliverable: '5,000–8,000 Shorts views', durationDays: 7, popular: false },
      { name: 'Growth', price: 11900, currency: 'usd', deliverable: '25,000–35,000 Shorts views', durationDays: 14, popular: true },
      { name: 'Pro', price: 34900, currency: 'usd', deliverable: '100,000–130,000 Shorts views', durationDays: 30, popular: false },
    ],
  },
]

/** The demo customer's orders: one in each stage a real account goes through. */
export const seedDemoOrders = [
  { service: 'views-campaign', package: 'Growth', videoId: 'dQw4w9WgXcQ', title: 'How I edit a video in one hour', path: ['paid', 'in_progress', 'completed'], daysAgo: 40 },
  { service: 'subscribers-campaign', package: 'Starter', videoId: 'M7lc1UVf-VE', title: 'My channel trailer', path: ['paid', 'in_progress'], daysAgo: 6 },
  { service: 'shorts-promotion', package: 'Growth', videoId: 'ScMzIvxBSi4', title: 'The 10-second thumbnail test', path: ['paid'], daysAgo: 1 },
  { service: 'views-campaign', package: 'Starter', videoId: 'aqz-KE-bpKQ', title: 'Filming with one light', path: [], daysAgo: 0 },
  { service: 'views-campaign', package: 'Pro', videoId: 'jNQXAC9IVRw', title: 'A year of uploading weekly', path: ['payment_failed'], daysAgo: 3 },
  { service: 'shorts-promotion', package: 'Starter', videoId: '9bZkp7q19f0', title: 'Behind the scenes', path: ['cancelled'], daysAgo: 12 },
] as const
