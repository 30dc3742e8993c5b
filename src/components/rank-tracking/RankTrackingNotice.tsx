import { FormAlert } from '@/components/forms/FormAlert'

const NOTICES: Record<string, { tone: 'success' | 'error'; text: string }> = {
  removed: { tone: 'success', text: 'The keyword is no longer tracked; its history was deleted.' },
  'alerts-on': { tone: 'success', text: 'You will get an email when the video enters or leaves the top 10.' },
  'alerts-off': { tone: 'success', text: 'Top-10 emails are off for this keyword.' },
  'not-found': { tone: 'error', text: 'That keyword is not tracked on your account any more.' },
}

/** What a remove or alerts form did, named in the redirect's `rank` parameter (never free text). */
export function RankTrackingNotice({ name }: { name: string | undefined }) {
  const notice = name ? NOTICES[name] : undefined
  return notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null
}
