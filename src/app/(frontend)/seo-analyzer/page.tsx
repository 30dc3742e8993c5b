import { SeoAnalyzer } from '@/components/seo-analyzer/SeoAnalyzer'
import { ToolPage } from '@/components/tools/ToolPage'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'YouTube SEO analyzer: score your title, description and tags',
  description:
    'Check a YouTube video’s title, description, tags, hashtags and chapters against YouTube’s real limits and get a 0–100 score with concrete fixes. Free.',
  path: '/seo-analyzer',
})

export default function SeoAnalyzerPage() {
  return (
    <ToolPage
      slug="seo-analyzer"
      title="YouTube SEO analyzer"
      intro="Paste a video link or type your metadata, add the keyword you want to rank for, and get a score with a checklist of what to fix and how."
      signedInPerks="Signed in, every report is saved, and you can compare two versions of a video’s metadata side by side."
      steps={[
        'Paste a published video’s link (we read its title, description, tags, thumbnail and captions from YouTube) or type the details of a video you are about to publish.',
        'Add the keyword you want to rank for, so we can check it appears where YouTube and viewers look first.',
        'Every check compares your metadata with YouTube’s real rules: 100-character titles, 5,000-byte descriptions, 500 characters of tags, 60 hashtags, chapters from 0:00.',
        'Fix the red items first: they break a YouTube limit or hide your keyword. Yellow items are improvements.',
      ]}
      faq={[
        {
          question: 'Does a score of 100 guarantee views?',
          answer:
            'No: metadata helps YouTube understand and surface a video, but what viewers click and watch decides how far it goes. The score tells you the metadata is not holding the video back.',
        },
        {
          question: 'Why is my description measured in bytes?',
          answer:
            'YouTube’s 5,000 limit counts bytes, not characters. Emoji take four bytes and accented letters two, so a description can hit the limit well before 5,000 characters.',
        },
        {
          question: 'Do tags still matter?',
          answer:
            'Less than titles and descriptions, but they help with misspellings and alternative names. YouTube allows 500 characters in total, counting commas and quotes around tags with spaces.',
        },
      ]}
    >
      <SeoAnalyzer promotePath="/promote-video" saved={false} />
    </ToolPage>
  )
}
