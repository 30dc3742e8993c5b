import { FormAlert } from '@/components/forms/FormAlert'
import { competitionFormula, estimateNote, plainScoreExplanation, popularityFormula, scoreFormula } from '@/tools/keyword-explorer'
import type { ExplorerResult } from '@/tools/keyword-explorer/types'

const UNAVAILABLE: Record<NonNullable<ExplorerResult['competitionUnavailable']>, string> = {
  'no-api-key': 'Competition needs a YouTube Data API key, which this site does not have, so scores are popularity alone.',
  quota: 'The daily YouTube quota is used up, so competition is missing for new keywords; scores are popularity alone.',
  error: 'YouTube did not answer for competition, so scores are popularity alone. Try again later.',
}

/** The results' title, how the scores are made (in words, then the formulas), and what is missing. */
export function ResultsHeader({
  result,
  anyEstimated,
  measurementsLeft,
}: {
  result: ExplorerResult
  anyEstimated: boolean
  measurementsLeft: number | undefined
}) {
  return (
    <>
      <div>
        <h2 id="keyword-results-title" className="text-xl font-bold [overflow-wrap:anywhere]">
          {result.keywords.length} keyword ideas for “{result.seed}”
        </h2>
        <div className="mt-1 text-sm text-muted">
          <p>
            {estimateNote} From {result.queries.answered} of {result.queries.sent} YouTube searches.
          </p>
          <details className="mt-1">
            <summary className="cursor-pointer text-accent-text underline">How scores work</summary>
            <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
              {plainScoreExplanation.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <details className="mt-2">
              <summary className="cursor-pointer text-accent-text underline">The formulas</summary>
              <p className="mt-2">{popularityFormula}</p>
              <p className="mt-1">{competitionFormula}</p>
              <p className="mt-1">{scoreFormula}</p>
            </details>
          </details>
        </div>
      </div>
      {result.partial ? (
        <FormAlert tone="info">
          Some YouTube searches did not answer in time, so this list is partial. Run it again for the full set.
        </FormAlert>
      ) : null}
      {result.competitionUnavailable ? <FormAlert tone="info">{UNAVAILABLE[result.competitionUnavailable]}</FormAlert> : null}
      {anyEstimated ? (
        <p className="text-sm text-muted">
          Competition was measured for the keywords with a bar; “est.” marks an estimate from the keyword’s own words, length, rank and
          form, anchored on the measured keywords that share its words, with its confidence (●●● high, ●●○ medium, ●○○ low). Scores use it
          until you measure the keyword.
          {measurementsLeft !== undefined ? ` ${measurementsLeft} measurements left today.` : ''}
        </p>
      ) : null}
    </>
  )
}
