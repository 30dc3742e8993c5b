/**
 * Which count each figure is (docs/campaign-delivery.md#which-count-is-which). Since 2026-08-27
 * YouTube's public counter counts a view when playback starts; the older engagement-based count is
 * YouTube Analytics' `engagedViews`; Google Ads counts a video-campaign view by its own rule. The
 * same words appear on the report, the order page and the pricing pages, so no customer reads a
 * difference of definitions as a shortfall.
 */
export const VIEW_COUNTS = {
  delivered: {
    name: 'Views delivered (ad report)',
    meaning:
      'What Google Ads counted for the campaign: a view when someone watches 30 seconds of the ad (or all of a shorter one) or interacts with it. This is what packages promise and what refunds are computed from.',
  },
  analyticsAds: {
    name: 'YouTube Analytics: views from ads',
    meaning:
      'What YouTube itself counted as views of your video with the traffic source “Advertising”, from your connected channel. Analytics counts a view when playback starts, so it is usually higher than the ad report; it is final after 2–3 days.',
  },
  engaged: {
    name: 'Engaged views',
    meaning: 'YouTube Analytics’ older, engagement-based count (the public counter’s rule before 27 August 2026), shown for comparison.',
  },
  publicCounter: {
    name: 'Public view counter',
    meaning:
      'The count under your video, which since 27 August 2026 counts a view when playback starts, from every source (ads, search, suggestions, outside links), so it moves more than the ads alone.',
  },
} as const

export type ViewCount = keyof typeof VIEW_COUNTS
