import type { ReactNode, ThHTMLAttributes, TdHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'
import { Pill, type PillTone } from '@/components/ui/pill'

/** A staff table: scrolls sideways on narrow screens instead of squeezing its columns. */
export function AdminTable({ label, minWidth = 'min-w-[720px]', children }: { label: string; minWidth?: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-label={label} className={cn('w-full text-left text-sm', minWidth)}>
        {children}
      </table>
    </div>
  )
}

/**
 * The actions column stays in view at the right edge while the rest of a wide table scrolls; its
 * cells take their row's background (rows set one), so nothing shows through.
 */
const stickyEnd = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)]'

export function Th({ className, sticky, ...props }: ThHTMLAttributes<HTMLTableCellElement> & { sticky?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        'whitespace-nowrap border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-500',
        sticky && stickyEnd,
        className,
      )}
      {...props}
    />
  )
}

export function Td({ className, sticky, ...props }: TdHTMLAttributes<HTMLTableCellElement> & { sticky?: boolean }) {
  return (
    <td
      className={cn('border-b border-slate-100 px-4 py-3 align-top text-slate-700', sticky && cn(stickyEnd, 'bg-inherit'), className)}
      {...props}
    />
  )
}

/** One row across the table for its loading, empty or failed state. */
export function TableMessage({ columns, children, tone = 'muted' }: { columns: number; children: ReactNode; tone?: 'muted' | 'error' }) {
  return (
    <tr>
      <td colSpan={columns} className={cn('px-4 py-10 text-center', tone === 'error' ? 'text-red-600' : 'text-slate-500')}>
        {children}
      </td>
    </tr>
  )
}

/** A small coloured label (stock, featured, status). */
export function Badge({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return <Pill tone={tone}>{children}</Pill>
}

/**
 * A staff list as a table: its column headings and an 'Actions' column kept in view, a row that
 * says it is loading, failed or empty, or else one row per record. Faded while the next page of a
 * paged list is on its way.
 */
export function AdminListTable<T>({
  label,
  minWidth,
  columns,
  busy,
  isPending,
  isError,
  records,
  loadingText,
  errorText,
  emptyText,
  renderRow,
}: {
  label: string
  minWidth?: string
  columns: string[]
  busy: boolean
  isPending: boolean
  isError: boolean
  records: T[] | undefined
  loadingText: ReactNode
  errorText: ReactNode
  emptyText: ReactNode
  renderRow: (record: T) => ReactNode
}) {
  const span = columns.length + 1
  let body: ReactNode
  if (isPending) body = <TableMessage columns={span}>{loadingText}</TableMessage>
  else if (isError || !records) body = <TableMessage columns={span} tone="error">{errorText}</TableMessage>
  else if (records.length === 0) body = <TableMessage columns={span}>{emptyText}</TableMessage>
  else body = records.map(renderRow)
  return (
    <div aria-busy={busy || undefined} className={busy ? 'opacity-60 transition-opacity' : undefined}>
      <AdminTable label={label} minWidth={minWidth}>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th key={column}>{column}</Th>
            ))}
            <Th sticky className="text-right">
              Actions
            </Th>
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </AdminTable>
    </div>
  )
}
