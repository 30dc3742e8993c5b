import { ThumbnailMaker } from '@/components/thumbnail-maker/ThumbnailMaker'
import { ToolPage } from '@/components/tools/ToolPage'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'YouTube thumbnail maker: free 1280×720 editor with templates',
  description:
    'Design a YouTube thumbnail at exactly 1280×720: templates, bold fonts, outlines, shapes and your own photos, with a preview at every size YouTube shows and an export under 2 MB.',
  path: '/thumbnail-maker',
})

export default function ThumbnailMakerPage() {
  return (
    <ToolPage
      slug="thumbnail-maker"
      title="YouTube thumbnail maker"
      intro="Start from a template or a blank canvas, add big outlined text, shapes and your photos, check how it looks at the sizes YouTube shows, and export a 1280×720 image ready to upload, or a 1080×1920 frame for a Short."
      signedInPerks="Your design is saved in this browser as you work. Signed in, designs and uploaded photos are saved to your account so you can reopen, rename and duplicate them anywhere."
      steps={[
        'Pick a template (reaction, list, before/after, tutorial, gaming or minimal) or start blank.',
        'Edit the text, drop in your photo or grab a video’s current thumbnail by its link, and arrange layers with snapping guides.',
        'Check the preview at home-feed, search, sidebar and mobile sizes, and keep text out of the timestamp corner.',
        'Export PNG or JPEG at exactly 1280×720; JPEG quality is picked automatically to stay under YouTube’s 2 MB mobile upload limit.',
      ]}
      faq={[
        {
          question: 'What size should a YouTube thumbnail be?',
          answer:
            '1280×720 pixels (16:9), at least 640 pixels wide. Uploads from the mobile app are limited to 2 MB, so every export here fits.',
        },
        {
          question: 'Why does text need to be so big?',
          answer:
            'Most views come from phones, where the thumbnail is about 360 pixels wide. Use the preview to check that the words still read at that size.',
        },
        {
          question: 'What is the timestamp corner?',
          answer:
            'YouTube puts the video’s length in the bottom-right corner of every thumbnail. Anything you place there is hidden, so the editor can show you where it falls.',
        },
      ]}
    >
      <ThumbnailMaker account={null} />
    </ToolPage>
  )
}
