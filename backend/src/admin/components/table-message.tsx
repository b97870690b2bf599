import { Table } from "@medusajs/ui"
import type { ReactNode } from "react"

/** A table's only row while it loads, fails or has nothing to show. */
export function TableMessage({ columns, children, error = false }: { columns: number; children: ReactNode; error?: boolean }) {
  return (
    <Table.Row>
      {/* A plain cell: Table.Cell's props leave out colSpan. */}
      <td colSpan={columns} className={`h-12 py-0 ${error ? "text-ui-fg-error" : "text-ui-fg-subtle"}`} role={error ? "alert" : undefined}>
        {children}
      </td>
    </Table.Row>
  )
}
