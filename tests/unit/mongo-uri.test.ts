import { describe, expect, it } from 'vitest'

import { mongoDatabaseUri } from '../support/mongo-uri'

describe('mongoDatabaseUri', () => {
  it.each([
    ['mongodb://localhost:27017/?replicaSet=rs0', 'mongodb://localhost:27017/t1?replicaSet=rs0'],
    [
      'mongodb://h1:27017,h2:27017,h3:27017/?replicaSet=rs0&w=majority',
      'mongodb://h1:27017,h2:27017,h3:27017/t1?replicaSet=rs0&w=majority',
    ],
    ['mongodb://user:p%40ss@h1,h2/admin?authSource=admin', 'mongodb://user:p%40ss@h1,h2/t1?authSource=admin'],
    ['mongodb+srv://u:p@cluster0.abc.mongodb.net/app?retryWrites=true', 'mongodb+srv://u:p@cluster0.abc.mongodb.net/t1?retryWrites=true'],
    ['mongodb://localhost', 'mongodb://localhost/t1'],
  ])('%s', (uri, expected) => {
    expect(mongoDatabaseUri(uri, 't1')).toBe(expected)
  })

  it('refuses what is not a MongoDB URI', () => {
    expect(() => mongoDatabaseUri('file:./x.db', 't1')).toThrow(/Not a MongoDB URI/)
  })
})
