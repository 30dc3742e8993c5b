import { randomBytes } from 'node:crypto'

import { env } from '@/lib/env'

import { signToken } from './tokens'

/** How long a confirmation link works (decision 018). */
export const CONFIRM_LINK_HOURS = 48

export const newNonce = () => randomBytes(16).toString('base64url')

type Subscriber = { id: number | string; manageNonce: string }

const manageToken = (subscriber: Subscriber) =>
  signToken({ purpose: 'manage', subscriber: String(subscriber.id), nonce: subscriber.manageNonce }, env.PAYLOAD_SECRET)

/** The links in subscription emails, absolute, each carrying its signed token. */
export const subscriptionLinks = {
  confirm: (subscriber: { id: number | string }, nonce: string, expiresAt: Date) =>
    `${env.NEXT_PUBLIC_SERVER_URL}/subscriptions/confirm?token=${signToken(
      { purpose: 'confirm', subscriber: String(subscriber.id), nonce, expiresAt: expiresAt.getTime() },
      env.PAYLOAD_SECRET,
    )}`,
  preferences: (subscriber: Subscriber) => `${env.NEXT_PUBLIC_SERVER_URL}/subscriptions/preferences?token=${manageToken(subscriber)}`,
  /** RFC 8058's one-click target: a POST here, with no cookie, unsubscribes. */
  unsubscribe: (subscriber: Subscriber) => `${env.NEXT_PUBLIC_SERVER_URL}/api/subscriptions/unsubscribe?token=${manageToken(subscriber)}`,
  post: (slug: string) => `${env.NEXT_PUBLIC_SERVER_URL}/blog/${slug}`,
}
