import { ThumbnailDownloader } from '@/components/thumbnail-downloader/ThumbnailDownloader'
import { ToolPage } from '@/components/tools/ToolPage'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'YouTube thumbnail downloader: every size, up to 1280×720',
  description:
    'Paste any YouTube link and download the video’s thumbnail in every size YouTube makes, from HD 1280×720 down to 120×90, as JPG or WebP.',
  path: '/thumbnail-downloader',
})

export default function ThumbnailDownloaderPage() {
  return (
    <ToolPage
      slug="thumbnail-downloader"
      title="YouTube thumbnail downloader"
      intro="Paste a video link to see its title, channel and every thumbnail size YouTube generated, then download the one you need."
      signedInPerks="Signed in, you keep a history of the videos you looked up and can open any thumbnail in the thumbnail maker from your dashboard."
      steps={[
        'Paste a YouTube link in any form (watch, youtu.be, Shorts, live or embed) or the 11-character video ID.',
        'We check the five sizes YouTube makes for every video: 1280×720, 640×480, 480×360, 320×180 and 120×90.',
        'Sizes YouTube did not generate are marked as unavailable instead of showing its grey placeholder.',
        'Download a size as JPG (or WebP when YouTube has it), copy its address, or open it in the thumbnail maker.',
      ]}
      faq={[
        {
          question: 'Why is the HD (1280×720) size missing for some videos?',
          answer:
            'YouTube only makes the maximum-resolution thumbnail when the uploaded video or custom thumbnail is large enough. Older and low-resolution videos stop at 480×360.',
        },
        {
          question: 'Why do the smaller sizes have black bars?',
          answer:
            'The 640×480, 480×360 and 120×90 sizes are 4:3 images: YouTube letterboxes the 16:9 thumbnail inside them. Use 1280×720 or 320×180 for a clean 16:9 picture.',
        },
        {
          question: 'Can I reuse someone else’s thumbnail?',
          answer:
            'Thumbnails belong to the people who made them. Download them for reference, research or your own videos; ask the creator before republishing theirs.',
        },
      ]}
    >
      <ThumbnailDownloader makerPath="/thumbnail-maker" saved={false} />
    </ToolPage>
  )
}
