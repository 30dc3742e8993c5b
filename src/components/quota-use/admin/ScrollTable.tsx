import type { ReactNode } from 'react'

import { AdminScrollRegion } from '@/components/admin/AdminScrollRegion'

/** A count for a table cell. */
export const count = (value: number) => value.toLocaleString('en-US')

/** Tables scroll inside their box, so the admin page itself never scrolls sideways at 390 px, and say so when they do. */
export function ScrollTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <AdminScrollRegion label={caption}>
      <table style={{ width: '100%' }}>
        <caption style={{ textAlign: 'left', paddingBottom: '0.5rem', fontWeight: 600 }}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </AdminScrollRegion>
  )
}
