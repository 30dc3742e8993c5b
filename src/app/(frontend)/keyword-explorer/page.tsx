import { KeywordExplorer } from '@/components/keyword-explorer/KeywordExplorer'
import { ToolPage } from '@/components/tools/ToolPage'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'YouTube keyword explorer: find what viewers search for',
  description:
    'Turn one seed keyword into hundreds of real YouTube search phrases, grouped into questions and long-tail ideas, scored by popularity and competition. Free.',
  path: '/keyword-explorer',
})

export default function KeywordExplorerPage() {
  return (
    <ToolPage
      slug="keyword-explorer"
      title="YouTube keyword explorer"
      intro="Enter a topic and see the phrases viewers actually type into YouTube’s search box, with an estimate of how popular and how crowded each one is."
      signedInPerks="Signed in, every search is kept in your history, you can save keyword lists, and you get ten times more searches an hour."
      steps={[
        'We send your keyword to YouTube’s search suggestions dozens of times: alone, followed by every letter and digit, after question words, and with common modifiers.',
        'Every distinct phrase YouTube suggests is collected; the more often and the higher it appears, the more popular it is likely to be.',
        'For the top ideas, we look at YouTube’s results to estimate competition: how many videos there are, how many views they get, and how many target the exact phrase.',
        'Filter to questions or long-tail phrases, sort, export to CSV, or send a keyword to the SEO analyzer to write your title around it.',
      ]}
      faq={[
        {
          question: 'Is this real search volume?',
          answer:
            'No tool has it: YouTube does not publish search volumes. Popularity here is an estimate from how YouTube ranks its own suggestions, and it is labelled as one.',
        },
        {
          question: 'Why try long-tail keywords?',
          answer:
            'Phrases of four or more words are searched less, but far fewer videos compete for them. Small channels usually win their first search traffic there.',
        },
        {
          question: 'Which language and country should I choose?',
          answer:
            'The ones your viewers use. Suggestions differ by language and country, so a Spanish channel aimed at Mexico should explore Spanish in Mexico.',
        },
      ]}
    >
      <KeywordExplorer seoPath="/seo-analyzer" canSave={false} />
    </ToolPage>
  )
}
