import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { dropForeignPayload } from './shared-worker'

let instance: Promise<Payload> | undefined

/** The Payload instance of this test file, on the database the setup file chose. */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const [{ getPayload }, { default: configPromise }] = await Promise.all([import('payload'), import('@payload-config')])
    const config = await configPromise
    // In the shared worker, never another file's instance (shared-worker.ts, dropForeignPayload).
    await dropForeignPayload(config)
    return getPayload({ config })
  })()
  return instance
}

/** This file's Payload instance if it has made one (the shared worker closes it when the file is done). */
export function loadedTestPayload(): Promise<Payload> | undefined {
  return instance
}

let counter = 0

export async function createUser(
  payload: Payload,
  roles: User['roles'],
  overrides: Partial<Omit<User, 'password'>> & { password?: string } = {},
): Promise<User> {
  counter += 1
  const user = await payload.create({
    collection: 'users',
    data: {
      name: `${roles[0]} ${counter}`,
      email: `${roles[0]}-${counter}-${Date.now()}@example.test`,
      password: 'correct horse battery staple',
      roles,
      ...overrides,
    } as never,
    overrideAccess: true,
    depth: 0,
  })
  return { ...(user as User), collection: 'users' } as User
}

/** A session token for a user `createUser` made (its default password). */
export async function sessionToken(payload: Payload, user: User): Promise<string> {
  return (await payload.login({ collection: 'users', data: { email: user.email, password: 'correct horse battery staple' } })).token!
}

export function lexicalParagraph(text: string) {
  return {
    root: {
      type: 'root',
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      version: 1,
      children: [
        {
          type: 'paragraph',
          direction: 'ltr' as const,
          format: '' as const,
          indent: 0,
          version: 1,
          textFormat: 0,
          children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}

export async function createAuthor(payload: Payload) {
  counter += 1
  return payload.create({ collection: 'authors', data: { name: `Author ${counter}` }, depth: 0 })
}
