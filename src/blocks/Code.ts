import type { Block } from 'payload'

export const CODE_LANGUAGES = ['text', 'html', 'css', 'javascript', 'typescript', 'json', 'bash'] as const

export const CodeBlock: Block = {
  slug: 'code',
  interfaceName: 'CodeBlock',
  labels: { singular: 'Code', plural: 'Code blocks' },
  fields: [
    {
      name: 'language',
      type: 'select',
      defaultValue: 'text',
      options: CODE_LANGUAGES.map((value) => ({ label: value, value })),
      required: true,
    },
    // A plain text area: Payload's code editor loads its code from a public CDN.
    { name: 'code', type: 'textarea', required: true, admin: { rows: 10 } },
  ],
}
