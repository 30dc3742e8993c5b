const paths: Record<string, string> = {
  'keyword-explorer':
    'M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.43 1.41-1.41-4.43-4.43A6.5 6.5 0 0 0 10.5 4Zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z',
  'seo-analyzer': 'M4 19h16v2H4v-2Zm1-3h3V9H5v7Zm5 0h3V4h-3v12Zm5 0h3v-5h-3v5Z',
  'thumbnail-downloader': 'M11 3h2v9.17l3.59-3.58L18 10l-6 6-6-6 1.41-1.41L11 12.17V3ZM4 18h16v2H4v-2Z',
  'thumbnail-maker': 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v10h14V7H5Zm2 8 3-4 2 2.5 2-2.5 3 4H7Z',
}

export function ToolIcon({ slug }: { slug: string }) {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6 fill-current" aria-hidden="true">
      <path d={paths[slug] ?? paths['seo-analyzer']} />
    </svg>
  )
}
