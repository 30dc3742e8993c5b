/**
 * One-off check for moving the seed content from TypeScript to Markdown and JSON: the Lexical JSON
 * built from the TS blocks must equal the one built from the Markdown files, for every article and
 * legal page, and the JSON data must equal the TS data. Run with `npx tsx scripts/compare-seed-content.ts`.
 */
import { isDeepStrictEqual } from 'node:util'
import { slugify } from '@/lib/slug'
import { blocksToLexical } from '../src/seed/lexical'
import { articlesA } from '../src/seed/content/articles-a'
import { articlesB } from '../src/seed/content/articles-b'
import { privacyPolicy, termsOfService } from '../src/seed/content/legal'
import { seedDemoOrders, seedServices } from '../src/seed/content/services'
import { seedAuthors, seedCategories, seedTags } from '../src/seed/content/taxonomy'
import { loadArticles, loadCatalogue, loadLegalPage, loadTaxonomy } from '../src/seed/load'
import { markdownImages, markdownToLexical } from '../src/seed/lexical'

/** Block and upload ids come from a running counter: equal content, different call order. */
const withoutIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v) => (key === 'id' && typeof v === 'string' ? '<id>' : v))

let failures = 0
function check(what: string, a: unknown, b: unknown) {
  if (isDeepStrictEqual(withoutIds(a), withoutIds(b))) return
  failures++
  const sa = JSON.stringify(withoutIds(a)), sb = JSON.stringify(withoutIds(b))
  let i = 0
  while (sa[i] === sb[i]) i++
  console.log(`DIFF ${what}\n  old: …${sa.slice(Math.max(0, i - 150), i + 150)}\n  new: …${sb.slice(Math.max(0, i - 150), i + 150)}`)
}

const old = [...articlesA, ...articlesB]
const loaded = await loadArticles()
check('article count', old.length, loaded.length)
for (const article of old) {
  const found = loaded.find((a) => slugify(a.title) === slugify(article.title))
  if (!found) { failures++; console.log('missing', article.title); continue }
  const { body, ...meta } = article
  const { body: tree, ...newMeta } = found
  check(`${article.title}: front matter`, meta, newMeta)
  const oldImages = body.filter((b) => b.type === 'image').map(({ alt, caption }) => ({ alt, ...(caption ? { caption } : {}) }))
  check(`${article.title}: images`, oldImages, markdownImages(tree))
  const ids = oldImages.map((_, i) => 1000 + i)
  check(`${article.title}: lexical`, blocksToLexical(body, ids), markdownToLexical(tree, ids))
}
for (const [slug, page] of [['privacy-policy', privacyPolicy], ['terms-of-service', termsOfService]] as const) {
  const { body, ...meta } = page
  const { body: tree, ...newMeta } = await loadLegalPage(slug)
  check(`${slug}: front matter`, meta, newMeta)
  check(`${slug}: lexical`, blocksToLexical(body, []), markdownToLexical(tree, []))
}
const catalogue = await loadCatalogue()
check('services', seedServices, catalogue.services)
check('demo orders', seedDemoOrders, catalogue.demoOrders)
const taxonomy = await loadTaxonomy()
check('taxonomy', { authors: seedAuthors, categories: seedCategories, tags: seedTags }, taxonomy)
console.log(failures === 0 ? `identical: ${loaded.length} articles, 2 legal pages, services, demo orders, taxonomy` : `${failures} differences`)
process.exit(failures ? 1 : 0)
