import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { startScriptNodeFlags } from '../support/app-server'

describe('how the production server is started', () => {
  it("sets the young generation explicitly, at V8's default size (decision 010)", () => {
    expect(startScriptNodeFlags()).toEqual(['--max-semi-space-size=16'])
  })

  it('the same way in the production image as with npm start', () => {
    const command = /^CMD (\[.*\])$/m.exec(readFileSync('deploy/Dockerfile', 'utf8'))
    expect(command, 'a CMD in exec form').not.toBeNull()
    expect(JSON.parse(command![1]!)).toEqual(['node', ...startScriptNodeFlags(), 'server/index.mjs'])
  })
})

describe('a misconfigured production server', () => {
  it('stops before it listens, naming every invalid variable once (docs/security.md, round 2 item 10)', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      PAYLOAD_SECRET: '',
      DATABASE_URI: 'mysql://db.example/app',
      SMTP_PORT: '99999',
      PAGE_CACHE_MB: 'lots',
    }
    const started = spawnSync(process.execPath, ['server/index.mjs'], { env, encoding: 'utf8', timeout: 30_000 })
    expect(started.status).toBe(1)
    expect(started.stdout).not.toMatch(/Ready/)
    for (const variable of ['DATABASE_URI', 'SMTP_PORT', 'PAGE_CACHE_MB', 'PAYLOAD_SECRET'])
      expect(started.stderr.match(new RegExp(`- ${variable} `, 'g')), variable).toHaveLength(1)
  })
})
