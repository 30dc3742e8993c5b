import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { documentEditor } from '@/fields/richText'
import { revalidateGlobal } from '@/hooks/revalidateGlobal'

/** Privacy policy and terms of service share one shape; staff edit them in the admin. */
function legalPage(slug: 'privacy-policy' | 'terms-of-service', label: string): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Legal' },
    // Earlier versions are drafts of the law the site states: staff only (docs/security.md).
    access: { read: anyone, readVersions: isStaff, update: isStaff },
    versions: { max: 25 },
    hooks: { afterChange: [revalidateGlobal] },
    fields: [
      { name: 'title', type: 'text', required: true, defaultValue: label },
      { name: 'summary', type: 'textarea', maxLength: 300, admin: { description: 'Shown under the title and as the page description.' } },
      { name: 'effectiveDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
      { name: 'content', type: 'richText', editor: documentEditor, required: true },
    ],
  }
}

export const PrivacyPolicy = legalPage('privacy-policy', 'Privacy policy')
export const TermsOfService = legalPage('terms-of-service', 'Terms of service')
