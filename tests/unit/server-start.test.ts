import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { startScriptNodeFlags } from '../support/app-server'

describe('how the production server is started', () => {
  it('gives Node a larger young generation (decision 010)', () => {
    expect(startScriptNodeFlags()).toEqual(['--max-semi-space-size=64'])
  })

  it('the same way in the production image as with npm start', () => {
    const command = /^CMD (\[.*\])$/m.exec(readFileSync('deploy/Dockerfile', 'utf8'))
    expect(command, 'a CMD in exec form').not.toBeNull()
    expect(JSON.parse(command![1]!)).toEqual(['node', ...startScriptNodeFlags(), 'server/index.mjs'])
  })
})
