import { creatorVideos } from '../../support/fake-google'

/**
 * A Growth views campaign for the fake Google's promoted video, paid 13 days before `now` and running
 * from the day after: the order the YouTube Analytics tests read the ad views of.
 */
export function promotedVideoOrder(now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString()
  return {
    video: { url: `https://youtu.be/${creatorVideos.promoted}`, videoId: creatorVideos.promoted },
    item: {
      serviceName: 'Views campaign',
      serviceSlug: 'views-campaign',
      packageId: 'p',
      packageName: 'Growth',
      deliverable: '5,000–7,000 views',
      durationDays: 14,
    },
    statusHistory: [
      { status: 'paid' as const, at: daysAgo(13), by: 'payment' as const },
      { status: 'in_progress' as const, at: daysAgo(12), by: 'staff' as const },
    ],
  }
}
