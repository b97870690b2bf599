import { Select, Table } from "@medusajs/ui"
import type { ReactNode } from "react"
import { errorMessage } from "../lib/shop-api"
import { TableMessage } from "./table-message"

type PagedTableProps = {
  /** The table's accessible name. */
  label: string
  /** The visible columns' headings; a last column, named for screen readers only, holds the actions. */
  headings: string[]
  /** The list's query: while it loads, fails or refreshes for another page or filter. */
  query: { isPending: boolean; isError: boolean; error: unknown; isPlaceholderData: boolean }
  /** What the table says while it loads, when it fails (before the error) and when it is empty. */
  texts: { loading: string; failed: string; empty: string }
  /** The rows of the page shown; undefined until the first answer. */
  rows: ReactNode[] | undefined
  /** How many items match, and which page of `size` is shown. */
  page: { count: number | undefined; size: number; index: number; onIndexChange(index: number): void }
}

/**
 * A staff list in Medusa's dashboard, a page at a time: the headings, a row saying it loads, failed
 * or found nothing, then the rows and the pages, dimmed while another page or filter loads.
 */
export function PagedTable({ label, headings, query, texts, rows, page }: PagedTableProps) {
  const columns = headings.length + 1
  const pageCount = page.count ? Math.max(1, Math.ceil(page.count / page.size)) : 1
  return (
    <div aria-busy={query.isPlaceholderData || undefined} className={query.isPlaceholderData ? "opacity-60" : undefined}>
      <Table aria-label={label}>
        <Table.Header>
          <Table.Row>
            {headings.map((heading) => (
              <Table.HeaderCell key={heading}>{heading}</Table.HeaderCell>
            ))}
            <Table.HeaderCell className="text-right">
              <span className="sr-only">Actions</span>
            </Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {query.isPending ? (
            <TableMessage columns={columns}>{texts.loading}</TableMessage>
          ) : query.isError ? (
            <TableMessage columns={columns} error>
              {texts.failed} {errorMessage(query.error)}
            </TableMessage>
          ) : !rows?.length ? (
            <TableMessage columns={columns}>{texts.empty}</TableMessage>
          ) : (
            rows
          )}
        </Table.Body>
      </Table>
      {!!page.count && (
        <Table.Pagination
          count={page.count}
          pageSize={page.size}
          pageIndex={page.index}
          pageCount={pageCount}
          canPreviousPage={page.index > 0}
          canNextPage={page.index + 1 < pageCount}
          previousPage={() => page.onIndexChange(Math.max(0, page.index - 1))}
          nextPage={() => page.onIndexChange(Math.min(pageCount - 1, page.index + 1))}
        />
      )}
    </div>
  )
}

/** A list's filter: a small select whose options are `[value, label]` pairs. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string
  value: Value
  options: ReadonlyArray<readonly [Value, string]>
  onChange(value: Value): void
  className?: string
}) {
  return (
    <Select
      size="small"
      value={value}
      onValueChange={(chosen) => {
        const option = options.find(([candidate]) => candidate === chosen)
        if (option) onChange(option[0])
      }}
    >
      <Select.Trigger aria-label={label} className={className}>
        <Select.Value />
      </Select.Trigger>
      <Select.Content>
        {options.map(([optionValue, optionLabel]) => (
          <Select.Item key={optionValue} value={optionValue}>
            {optionLabel}
          </Select.Item>
        ))}
      </Select.Content>
    </Select>
  )
}
