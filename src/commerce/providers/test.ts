import { PaymentProviderError, type PaymentProvider, type SessionState } from './types'

/**
 * The payment provider for development, demos and tests: the same path as Stripe (an attempt, a
 * session, a payment page, an outcome), but the page is the site's own "test mode, no money moves"
 * page where the payer chooses the outcome; it can only be paid while its attempt is open, like a
 * Stripe session. Session state lives with the order, so it is read through `lookup`.
 */
export function createTestProvider({ lookup }: { lookup: (sessionId: string) => Promise<SessionState | null> }): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(request) {
      const sessionId = `test_cs_${request.attemptId.replace(/-/g, '')}`
      return { sessionId, redirectUrl: `/payment/test?session=${sessionId}` }
    },
    async retrieveSession(sessionId) {
      const state = await lookup(sessionId)
      if (!state) throw new PaymentProviderError('There is no such test payment.', false)
      return state
    },
    async expireSession(sessionId) {
      // The attempt lives on the order, which the caller marks expired; a closed one stays as it is.
      const state = await this.retrieveSession(sessionId)
      return state.outcome === 'open' ? { ...state, outcome: 'expired' } : state
    },
    async refund(_reference, _amount, { idempotencyKey }) {
      // Named by the request's key, as Stripe's idempotency makes one refund per key.
      return { refundId: `test_re_${idempotencyKey.replace(/[^A-Za-z0-9]/g, '')}`, status: 'succeeded' }
    },
  }
}
