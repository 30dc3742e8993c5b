import { renderEmail, type RenderedEmail } from './render'

type Recipient = { name?: string | null }

/** The email's first line, by first name when we know it. */
export const greeting = (user: Recipient) => (user.name ? `Hi ${user.name.split(' ')[0]},` : 'Hi,')

export function verifyEmailMessage(user: Recipient, url: string, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: 'Confirm your email for TubeLift',
      preview: 'One click to confirm your email and finish creating your account.',
      heading: 'Confirm your email',
      paragraphs: [
        greeting(user),
        'Thanks for creating a TubeLift account. Confirm this is your email address to start saving keyword lists, SEO reports and thumbnail designs.',
      ],
      action: { label: 'Confirm my email', url },
      footnote: 'If you did not create an account, ignore this email: nothing happens until the link is used.',
    },
    siteUrl,
  )
}

export function resetPasswordMessage(user: Recipient, url: string, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: 'Reset your TubeLift password',
      preview: 'Choose a new password. The link works once, for one hour.',
      heading: 'Reset your password',
      paragraphs: [
        greeting(user),
        'Someone (hopefully you) asked to reset the password of your TubeLift account. Choose a new one with the button below. The link works once and expires in one hour.',
      ],
      action: { label: 'Choose a new password', url },
      footnote: 'If you did not ask for this, ignore this email: your password stays the same.',
    },
    siteUrl,
  )
}

export function accountExistsNotice(user: Recipient, signInUrl: string, resetUrl: string, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: 'You already have a TubeLift account',
      preview: 'Someone tried to create a new account with this email address.',
      heading: 'You already have an account',
      paragraphs: [
        greeting(user),
        'Someone (hopefully you) tried to create a TubeLift account with this email address, which already has one. Sign in instead; if you forgot your password, choose a new one.',
        `Forgot your password? ${resetUrl}`,
      ],
      action: { label: 'Sign in', url: signInUrl },
      footnote: 'If this was not you, ignore this email: nothing changed in your account.',
    },
    siteUrl,
  )
}

/** To the new address: the link that makes it the account's sign-in email (docs/security.md, round 2 item 6). */
export function emailChangeConfirmation(user: Recipient, newEmail: string, url: string, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: 'Confirm your new email for TubeLift',
      preview: `One click makes ${newEmail} your TubeLift sign-in email.`,
      heading: 'Confirm your new email address',
      paragraphs: [
        greeting(user),
        `You asked to sign in to TubeLift with ${newEmail} from now on. Confirm it with the button below within 24 hours; until then your account keeps its current email.`,
      ],
      action: { label: 'Confirm my new email', url },
      footnote: 'If you did not ask for this, ignore this email: nothing changes until the link is used.',
    },
    siteUrl,
  )
}

/** To the current address when a change is asked for: the same words whether or not the new address could be used. */
export function emailChangeRequestedNotice(user: Recipient, newEmail: string, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: 'A change of your TubeLift email address was requested',
      preview: `Your account keeps this address until ${newEmail} is confirmed.`,
      heading: 'Email change requested',
      paragraphs: [
        greeting(user),
        `Someone signed in to your TubeLift account asked to change its email to ${newEmail}. Your account keeps this address until the change is confirmed from the new one.`,
        'If this was not you, change your password right away, and reply to this email or contact support@tubelift.dev.',
      ],
    },
    siteUrl,
  )
}

/** To an address that already has an account, when another account asks to move to it: nothing changes. */
export function emailInUseNotice(user: Recipient, signInUrl: string, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: 'Your email address was entered for another TubeLift account',
      preview: 'Someone tried to move another TubeLift account to this address.',
      heading: 'This address already has an account',
      paragraphs: [
        greeting(user),
        'Someone signed in to another TubeLift account asked to use this email address for it. This address already belongs to your account, so nothing changed.',
      ],
      action: { label: 'Sign in', url: signInUrl },
      footnote: 'If this was you: this address already has its own account. Sign in to it with this address.',
    },
    siteUrl,
  )
}

/** To the previous address once the change is confirmed. */
export function emailChangedNotice(user: Recipient, newEmail: string, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: 'Your TubeLift email address was changed',
      preview: `Your account now signs in with ${newEmail}.`,
      heading: 'Your email address was changed',
      paragraphs: [
        greeting(user),
        `Your TubeLift account now signs in with ${newEmail}: the change was confirmed from that address.`,
        'If you did not make this change, reply to this email or contact support@tubelift.dev right away.',
      ],
    },
    siteUrl,
  )
}

type OrderSummary = {
  number: string
  serviceName: string
  packageName: string
  deliverable: string
  videoTitle?: string | null
  amount: string
}

const ORDER_EMAILS = {
  paid: {
    subject: 'Payment received',
    heading: 'We received your payment',
    lead: 'Thanks! Your payment went through and your order is in our queue.',
  },
  in_progress: {
    subject: 'Your campaign has started',
    heading: 'Your campaign is live',
    lead: 'Good news: the ads for your video are running.',
  },
  completed: { subject: 'Your campaign is complete', heading: 'Your campaign has finished', lead: 'Your campaign has run its course.' },
  refunded: {
    subject: 'Your order was refunded',
    heading: 'We refunded your order',
    lead: 'We have refunded your order to the original payment method.',
  },
} as const

export type OrderEmailStatus = keyof typeof ORDER_EMAILS

export function orderUpdateMessage(
  user: Recipient,
  order: OrderSummary,
  status: OrderEmailStatus,
  nextSteps: string,
  orderUrl: string,
  siteUrl: string,
): RenderedEmail {
  const copy = ORDER_EMAILS[status]
  return renderEmail(
    {
      subject: `${copy.subject} · order ${order.number}`,
      preview: `${copy.heading}: ${order.serviceName}, ${order.packageName}.`,
      heading: copy.heading,
      paragraphs: [
        greeting(user),
        copy.lead,
        `Order ${order.number}: ${order.serviceName}, ${order.packageName} (${order.deliverable}) for ${order.videoTitle ? `“${order.videoTitle}”` : 'your video'}, ${order.amount}.`,
        nextSteps,
      ],
      action: { label: 'View your order', url: orderUrl },
      footnote: 'Promotion runs as real video ads; results are estimates, not guarantees.',
    },
    siteUrl,
  )
}

/** A payment that arrived for an order that no longer wanted it (cancelled, expired, already paid) and was given back. */
export function automaticRefundMessage(
  user: Recipient,
  order: OrderSummary,
  why: string,
  orderUrl: string,
  siteUrl: string,
): RenderedEmail {
  return renderEmail(
    {
      subject: `We refunded a payment · order ${order.number}`,
      preview: `A payment of ${order.amount} was refunded automatically.`,
      heading: 'We refunded a payment',
      paragraphs: [
        greeting(user),
        `We received a payment of ${order.amount} for order ${order.number} (${order.serviceName}, ${order.packageName}) ${why}, so we refunded it straight away to the method you paid with.`,
        'Refunds take 5–10 business days to appear. You do not need to do anything.',
      ],
      action: { label: 'View your order', url: orderUrl },
      footnote: 'If you meant to pay for this campaign, place a new order from the promotion page.',
    },
    siteUrl,
  )
}

/** A refund issued by the refund rules, with its credit note. */
export function refundIssuedMessage(
  user: Recipient,
  order: OrderSummary,
  refund: { number: string; amount: string; explanation: string },
  creditNoteUrl: string,
  siteUrl: string,
): RenderedEmail {
  return renderEmail(
    {
      subject: `Refund of ${refund.amount} · order ${order.number}`,
      preview: `We refunded ${refund.amount} for order ${order.number}.`,
      heading: `We refunded ${refund.amount}`,
      paragraphs: [
        greeting(user),
        `We refunded ${refund.amount} of order ${order.number} (${order.serviceName}, ${order.packageName}, paid ${order.amount}) to the method you paid with. ${refund.explanation}`,
        `Your credit note is ${refund.number}. Refunds take 5–10 business days to appear.`,
      ],
      action: { label: 'View the credit note', url: creditNoteUrl },
      footnote: 'Refunds follow the rules on our pricing page and in the terms.',
    },
    siteUrl,
  )
}

/** A customer's request to stop a campaign, declined by staff with their reason. */
export function stopRequestDeclinedMessage(
  user: Recipient,
  order: OrderSummary,
  reason: string,
  orderUrl: string,
  siteUrl: string,
): RenderedEmail {
  return renderEmail(
    {
      subject: `About your request to stop · order ${order.number}`,
      preview: 'We could not stop your campaign as asked.',
      heading: 'Your campaign keeps running',
      paragraphs: [
        greeting(user),
        `We looked at your request to stop the campaign of order ${order.number} (${order.serviceName}, ${order.packageName}) and could not accept it: ${reason}`,
        'Reply to this email if you would like to talk it over.',
      ],
      action: { label: 'View your order', url: orderUrl },
    },
    siteUrl,
  )
}
