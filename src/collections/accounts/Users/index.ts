import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/adminOrSelf'
import { anyone } from '@/access/anyone'
import { canAccessAdmin } from '@/access/canAccessAdmin'
import { isAdmin } from '@/access/isAdmin'
import { isAdminField } from '@/access/isAdminField'
import { nobodyField } from '@/access/nobodyField'
import { resetPasswordMessage, verifyEmailMessage } from '@/emails/templates'
import { assignFirstUserAdmin } from './hooks/assignFirstUserAdmin'
import { enforcePasswordRule } from './hooks/enforcePasswordRule'
import { equalSignInAnswers } from './hooks/equalSignInAnswers'
import { guardCredentialChanges } from './hooks/guardCredentialChanges'
import { limitAuthRequests } from './hooks/limitAuthRequests'
import { limitSessionLifetime } from './hooks/limitSessionLifetime'
import { recordPasswordSet } from './hooks/recordPasswordSet'
import { signUpsThroughTheSite } from './hooks/signUpsThroughTheSite'
import { clearSignedInHint, setSignedInHint } from './hooks/signedInHint'
import { verifyAccountsCreatedByAdmins } from './hooks/verifyAccountsCreatedByAdmins'
import { authLinks } from '@/lib/accounts/links'
import { env } from '@/lib/env'
import { ROLES } from '@/lib/accounts/roles'

type Recipient = { name?: string | null }

/** Fields no API reads or writes; server code sets them with access control off. */
const serverOnly = { hidden: true, access: { read: nobodyField, create: nobodyField, update: nobodyField } }

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles', '_verified', 'createdAt'],
    group: 'Accounts',
  },
  auth: {
    tokenExpiration: 60 * 60 * 2,
    useSessions: true,
    // No lock per account for everyone (anyone could lock anyone out): sign-in attempts are limited
    // per account and client instead (lib/accounts/rate-limits.ts).
    maxLoginAttempts: 0,
    cookies: {
      sameSite: 'Lax',
      // Required by the __Host- cookie prefix used on https (payload.config.ts).
      secure: env.NEXT_PUBLIC_SERVER_URL.startsWith('https://'),
    },
    // The site's forms send these emails themselves (HTML and text); these cover Payload's REST API.
    verify: {
      generateEmailSubject: () => 'Confirm your email for TubeLift',
      generateEmailHTML: ({ token, user }) =>
        verifyEmailMessage(user as Recipient, authLinks.verify(token), env.NEXT_PUBLIC_SERVER_URL).html,
    },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: () => 'Reset your TubeLift password',
      generateEmailHTML: (args) =>
        resetPasswordMessage((args?.user ?? {}) as Recipient, authLinks.reset(args?.token ?? ''), env.NEXT_PUBLIC_SERVER_URL).html,
    },
  },
  access: {
    admin: canAccessAdmin,
    create: anyone,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [
      limitAuthRequests,
      equalSignInAnswers,
      signUpsThroughTheSite,
      limitSessionLifetime,
      enforcePasswordRule,
      guardCredentialChanges,
      verifyAccountsCreatedByAdmins,
      assignFirstUserAdmin,
    ],
    afterOperation: [recordPasswordSet],
    afterLogin: [setSignedInHint],
    afterLogout: [clearSignedInHint],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['customer'],
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'Admins manage users; editors write content and run orders; customers use the site.' },
      // The refusal a sender gets instead of a silent no-op (hooks/rejectMalformedData.ts).
      custom: { refusedChange: 'Only an admin can change roles.' },
    },
    // Changing the email goes through account settings (password check, new verification); admins may edit it here.
    {
      name: 'email',
      type: 'email',
      access: { update: isAdminField },
      custom: { refusedChange: 'Change your email on your account page: it asks for your password and confirms the new address.' },
    },
    // Only admins may mark an account verified; everyone else verifies through the emailed link.
    {
      name: '_verified',
      type: 'checkbox',
      access: { create: isAdminField, update: isAdminField },
      custom: { refusedChange: 'An email address is confirmed through the link sent to it.' },
    },
    // An email change waits here until the link sent to the new address confirms it (lib/services/accounts/email-change.ts):
    // the account keeps signing in with its current address meanwhile. Only that server code sets them.
    { name: 'pendingEmail', type: 'text', ...serverOnly },
    { name: 'pendingEmailToken', type: 'text', index: true, ...serverOnly },
    { name: 'pendingEmailExpiresAt', type: 'date', ...serverOnly },
    // Sign-in with Google (decision 019): the Google account's stable id (its `sub`, one account per
    // Google account) and its email when linked, shown on the account page. Only server code sets them.
    { name: 'googleSubject', type: 'text', unique: true, index: true, ...serverOnly },
    { name: 'googleEmail', type: 'text', ...serverOnly },
    // False for an account made with Google until it sets a password (hooks/recordPasswordSet.ts).
    { name: 'hasPassword', type: 'checkbox', defaultValue: true, ...serverOnly },
    // The competitor watchlist's Monday email (decision 024): on unless the owner turns it off on the
    // Competitors page, and the ISO week last sent, so a second run of the same week sends nothing.
    { name: 'watchlistDigest', type: 'checkbox', defaultValue: true, ...serverOnly },
    { name: 'watchlistDigestWeek', type: 'text', maxLength: 10, ...serverOnly },
    // Payload's session list (merged with its own definition): it shows it to the user themself by
    // default, so their own populated documents carried it; nobody reads it through any API now.
    // Payload's session checks read it with access control off.
    {
      name: 'sessions',
      type: 'array',
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
      admin: { disabled: true },
      fields: [],
    },
  ],
}
