export type SeedAuthor = {
  slug: string
  name: string
  role: string
  bio: string
  links: { label: string; url: string }[]
}

export const seedAuthors: SeedAuthor[] = [
  {
    slug: 'maya-okafor',
    name: 'Maya Okafor',
    role: 'Head of Creator Education',
    bio: 'Maya grew a cooking channel from zero to 400,000 subscribers before joining TubeLift. She writes about video strategy, retention and building a channel people return to.',
    links: [{ label: 'YouTube', url: 'https://www.youtube.com/@mayacooks' }],
  },
  {
    slug: 'daniel-reyes',
    name: 'Daniel Reyes',
    role: 'YouTube SEO Lead',
    bio: 'Daniel has audited the metadata of more than 3,000 channels. He covers keyword research, titles, descriptions and how YouTube search actually ranks videos.',
    links: [{ label: 'Website', url: 'https://danielreyes.dev' }],
  },
  {
    slug: 'priya-nair',
    name: 'Priya Nair',
    role: 'Growth Analyst',
    bio: 'Priya turns YouTube Analytics into decisions. She writes about click-through rate, audience retention, promotion campaigns and reading the numbers without fooling yourself.',
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/priyanair' }],
  },
  {
    slug: 'tom-becker',
    name: 'Tom Becker',
    role: 'Video Producer',
    bio: 'Tom has shot and edited videos for brands and independent creators for twelve years. He writes about gear on a budget, lighting, sound, editing pace and thumbnails that get clicked.',
    links: [{ label: 'Instagram', url: 'https://www.instagram.com/tombeckerfilms' }],
  },
]

export const seedCategories = [
  { slug: 'youtube-seo', title: 'YouTube SEO', description: 'Keyword research, titles, descriptions and tags: how to be found in YouTube search and suggested videos.' },
  { slug: 'content-strategy', title: 'Content Strategy', description: 'Choosing topics, planning series and building a channel that viewers subscribe to and come back to.' },
  { slug: 'thumbnails-and-titles', title: 'Thumbnails & Titles', description: 'The packaging of a video: thumbnails and titles that earn the click without breaking the promise.' },
  { slug: 'analytics', title: 'Analytics', description: 'Reading YouTube Analytics: click-through rate, retention, traffic sources and what to change next.' },
  { slug: 'monetization', title: 'Monetization', description: 'The Partner Program, sponsorships, memberships and products: earning a living from a channel.' },
  { slug: 'shorts', title: 'YouTube Shorts', description: 'Vertical video up to three minutes long: how Shorts are discovered and how they feed a long-form channel.' },
  { slug: 'production', title: 'Production', description: 'Filming, lighting, audio and editing on a creator budget.' },
  { slug: 'promotion', title: 'Promotion', description: 'Getting a video in front of the right viewers: ads, collaborations, communities and cross-posting.' },
]

export const seedTags = [
  ['keyword-research', 'Keyword research'],
  ['titles', 'Titles'],
  ['thumbnails', 'Thumbnails'],
  ['descriptions', 'Descriptions'],
  ['tags', 'Video tags'],
  ['hashtags', 'Hashtags'],
  ['chapters', 'Chapters'],
  ['ctr', 'Click-through rate'],
  ['retention', 'Audience retention'],
  ['algorithm', 'Algorithm'],
  ['analytics', 'YouTube Analytics'],
  ['shorts', 'Shorts'],
  ['live-streaming', 'Live streaming'],
  ['monetization', 'Monetization'],
  ['sponsorships', 'Sponsorships'],
  ['community', 'Community'],
  ['editing', 'Editing'],
  ['lighting', 'Lighting'],
  ['audio', 'Audio'],
  ['scripting', 'Scripting'],
  ['collaborations', 'Collaborations'],
  ['video-ads', 'Video ads'],
  ['channel-branding', 'Channel branding'],
  ['playlists', 'Playlists'],
  ['end-screens', 'End screens'],
  ['beginners', 'Beginners'],
  ['case-study', 'Case study'],
  ['checklist', 'Checklist'],
].map(([slug, title]) => ({ slug: slug as string, title: title as string }))
