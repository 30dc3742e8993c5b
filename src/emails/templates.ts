import { renderEmail, type RenderedEmail } from './render'

type Recipient = { name?: string | null }

const greeting = (user: Recipient) => (user.name ? `Hi ${user.name.split(' ')[0]},` : 'Hi,')

export function verifyEmailMessage(user: Recipient, url: string, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: 'Confirm your email for TubeLift',
      preview: 'One click to confirm your email and finish creating your account.',
      heading: 'Confirm your email',
      paragraphs: [greeting(user), 'Thanks for creating a TubeLift account. Confirm this is your email address to start saving keyword lists, SEO reports and thumbnail designs.'],
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
      paragraphs: [greeting(user), 'Someone (hopefully you) asked to reset the password of your TubeLift account. Choose a new one with the button below. The link works once and expires in one hour.'],
      action: { label: 'Choose a new password', url },
      footnote: 'If you did not ask for this, ignore this email: your password stays the same.',
    },
    siteUrl,
  )
}

export function emailChangedNotice(user: Recipient, newEmail: string, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: 'Your TubeLift email address was changed',
      preview: `Your account now signs in with ${newEmail}.`,
      heading: 'Your email address was changed',
      paragraphs: [greeting(user), `Your TubeLift account now uses ${newEmail}. We sent a confirmation link there.`, 'If you did not make this change, reply to this email or contact support@tubelift.dev right away.'],
    },
    siteUrl,
  )
}
