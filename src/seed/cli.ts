/**
 * `npm run seed` fills an empty database with demo content. It refuses to touch a database that
 * already has content unless run as `npm run seed -- --force`, which empties the seeded collections
 * first. Runs through `payload run`, which loads the config and .env. The npm script sets what that
 * needs outside Next: `SEED_ON_START=false` (else Payload's start seeds the empty database first and
 * this script then finds content), the `react-server` condition (the services the collections' hooks
 * load are `server-only`), the dependency checker off (decision 017), and a trailing `--` so that
 * `--force` reaches this script instead of `payload run`'s own flags.
 */
import { getPayload } from 'payload'

import config from '@payload-config'

import { hasContent, seed, wipeSeededContent } from '.'

const force = process.argv.includes('--force')
const payload = await getPayload({ config })
const content = await hasContent(payload)

if (content.any && !force) {
  payload.logger.error(
    `The database already has content (${content.posts} posts, ${content.users} users). Nothing was changed. ` +
      'Run `npm run seed -- --force` to empty the blog collections and seed again.',
  )
  process.exit(1)
}
if (force) await wipeSeededContent(payload)
await seed(payload)
process.exit(0)
