import { defineRouteConfig } from "@medusajs/admin-sdk"
import { DocumentText } from "@medusajs/icons"
import { Button, Container, Drawer, Heading, StatusBadge, Table, Text } from "@medusajs/ui"
import {
  type AdminQuote,
  QUOTE_STATUSES,
  QUOTE_STATUS_LABELS,
  type QuoteMessage,
  type QuoteStatus,
  quoteSubtotal,
  quoteTitle,
} from "@printshop/contract"
import { type ReactNode, useState } from "react"
import { QUOTE_PAGE_SIZE, useQuotes } from "../../api/quotes"
import { formatDate, formatDateTime, formatDollars } from "../../components/format"
import { FilterSelect, PagedTable } from "../../components/paged-table"
import { ShopQueries } from "../../lib/shop-queries"

/** Radix's Select needs a value for every item, so "every status" has one. */
const ALL = "all" as const

const STATUS_OPTIONS: Array<[QuoteStatus | typeof ALL, string]> = [
  [ALL, "All statuses"],
  ...QUOTE_STATUSES.map((value): [QuoteStatus, string] => [value, QUOTE_STATUS_LABELS[value]]),
]

/** As the shop shows them: requested orange (waiting for prices), quoted blue (waiting for the customer), accepted green, declined red, expired grey. */
const STATUS_COLORS: Record<QuoteStatus, "orange" | "blue" | "green" | "red" | "grey"> = {
  requested: "orange",
  quoted: "blue",
  accepted: "green",
  declined: "red",
  expired: "grey",
}

const QuoteStatusBadge = ({ status }: { status: QuoteStatus }) => (
  <StatusBadge color={STATUS_COLORS[status]}>{QUOTE_STATUS_LABELS[status]}</StatusBadge>
)

const price = (amount: number | null) => (amount === null ? "-" : formatDollars(String(amount)))

/** What a quote is worth: its subtotal once priced, else its lines at list prices, said so. */
function QuoteValue({ quote }: { quote: AdminQuote }) {
  if (quote.subtotal !== null) return <>{formatDollars(quote.subtotal)}</>
  const atList = quoteSubtotal(quote.items.map((line) => ({ quantity: line.quantity, unitPrice: line.listPrice })))
  if (atList === null) return <>-</>
  return (
    <>
      {formatDollars(atList)} <span className="text-ui-fg-muted txt-compact-xsmall">at list prices</span>
    </>
  )
}

/**
 * Quotes: business buyers' requests for prices, newest first, the same list as the shop's /admin
 * (docs/using-the-shop.md, "The staff area (/admin)"). Read here; staff price them and write to the
 * customer in the shop's /admin, Quotes tab.
 */
function Quotes() {
  const [status, setStatus] = useState<QuoteStatus | undefined>()
  const [pageIndex, setPageIndex] = useState(0)
  const [viewing, setViewing] = useState<AdminQuote | null>(null)
  const query = useQuotes({ status, limit: QUOTE_PAGE_SIZE, offset: pageIndex * QUOTE_PAGE_SIZE })

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-col gap-4 px-6 py-4 md:flex-row md:items-center md:justify-between">
        <div>
          <Heading level="h1">Quotes</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {query.data
              ? `${query.data.requestedCount} ${query.data.requestedCount === 1 ? "quote waits" : "quotes wait"} for prices; staff price them in the shop's /admin, Quotes tab`
              : "Business buyers' requests for prices"}
          </Text>
        </div>
        <FilterSelect
          label="Status"
          className="md:w-48"
          value={status ?? ALL}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value === ALL ? undefined : value)
            setPageIndex(0)
          }}
        />
      </div>

      <PagedTable
        label="Quotes"
        headings={["Quote", "Date", "Customer", "Company", "Status", "Value"]}
        query={query}
        texts={{ loading: "Loading quotes...", failed: "Could not load the quotes:", empty: "No quotes found" }}
        rows={query.data?.quotes.map((quote) => (
          <Table.Row key={quote.id} className={quote.status === "requested" ? "bg-ui-bg-subtle" : undefined}>
            <Table.Cell className="whitespace-nowrap">
              <Text size="small" weight="plus" leading="compact">
                {quoteTitle(quote.number)}
              </Text>
            </Table.Cell>
            <Table.Cell className="whitespace-nowrap">{formatDate(quote.createdAt)}</Table.Cell>
            <Table.Cell className="py-2">
              <Text size="small" weight="plus" leading="compact">
                {quote.customer.name}
              </Text>
              <Text size="xsmall" className="text-ui-fg-subtle">
                {quote.customer.email}
              </Text>
            </Table.Cell>
            <Table.Cell className="max-w-[12rem] truncate">{quote.company || "-"}</Table.Cell>
            <Table.Cell>
              <QuoteStatusBadge status={quote.status} />
            </Table.Cell>
            <Table.Cell className="whitespace-nowrap">
              <QuoteValue quote={quote} />
            </Table.Cell>
            <Table.Cell className="text-right">
              <Button size="small" variant="secondary" onClick={() => setViewing(quote)} aria-label={`View ${quoteTitle(quote.number)}`}>
                View
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
        page={{ count: query.data?.count, size: QUOTE_PAGE_SIZE, index: pageIndex, onIndexChange: setPageIndex }}
      />

      <Drawer open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <Drawer.Content>{viewing && <QuoteDetails quote={viewing} />}</Drawer.Content>
      </Drawer>
    </Container>
  )
}

/** One quote, read-only: its status and value, the customer and their message, the lines, the note and the messages. */
function QuoteDetails({ quote }: { quote: AdminQuote }) {
  const customer = quote.customer
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>{quoteTitle(quote.number)}</Drawer.Title>
        <Drawer.Description className="text-ui-fg-subtle txt-compact-small">
          Requested {formatDateTime(quote.createdAt)} by {customer.name}
        </Drawer.Description>
      </Drawer.Header>
      <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
        <dl className="bg-ui-bg-subtle grid grid-cols-2 gap-4 rounded-lg p-4">
          <Detail label="Status">
            <QuoteStatusBadge status={quote.status} />
          </Detail>
          <Detail label="Value">
            <QuoteValue quote={quote} />
          </Detail>
          <Detail label="Valid until">{quote.validUntil ? formatDate(quote.validUntil) : "Not priced yet"}</Detail>
          <Detail label="Order">{quote.orderId ? `#${quote.orderId}` : "None yet"}</Detail>
        </dl>

        <section className="flex flex-col gap-y-2">
          <Heading level="h3">Customer</Heading>
          <dl className="grid grid-cols-2 gap-4">
            <Detail label="Name">
              {/* Relative to /app/quotes, so it opens the dashboard's customer page wherever the dashboard is served. */}
              <a className="text-ui-fg-interactive" href={`customers/${encodeURIComponent(customer.id)}`}>
                {customer.name}
              </a>
            </Detail>
            <Detail label="Email">
              <a className="text-ui-fg-interactive break-all" href={`mailto:${customer.email}`}>
                {customer.email}
              </a>
            </Detail>
            <Detail label="Phone">{customer.phone || "-"}</Detail>
            <Detail label="Company">{quote.company || "-"}</Detail>
          </dl>
          <Text size="small" className="text-ui-fg-base whitespace-pre-wrap break-words">
            {quote.message || "No message with the request."}
          </Text>
        </section>

        <section className="flex flex-col gap-y-2">
          <Heading level="h3">Lines</Heading>
          <div className="overflow-x-auto rounded-lg border">
            <Table aria-label="Quote lines">
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell>Product</Table.HeaderCell>
                  <Table.HeaderCell className="text-right">Qty</Table.HeaderCell>
                  <Table.HeaderCell className="text-right">List</Table.HeaderCell>
                  <Table.HeaderCell className="text-right">Price</Table.HeaderCell>
                  <Table.HeaderCell className="text-right">Total</Table.HeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {quote.items.map((line) => (
                  <Table.Row key={line.productId}>
                    <Table.Cell className="py-2">
                      {/* Relative to /app/quotes: the dashboard's product page. */}
                      <a className="text-ui-fg-interactive txt-compact-small" href={`products/${encodeURIComponent(line.productId)}`}>
                        {line.productName}
                      </a>
                    </Table.Cell>
                    <Table.Cell className="text-right">{line.quantity}</Table.Cell>
                    <Table.Cell className="text-ui-fg-subtle whitespace-nowrap text-right">{price(line.listPrice)}</Table.Cell>
                    <Table.Cell className="whitespace-nowrap text-right">{price(line.unitPrice)}</Table.Cell>
                    <Table.Cell className="whitespace-nowrap text-right">{line.total === null ? "-" : formatDollars(line.total)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          </div>
        </section>

        <section className="flex flex-col gap-y-2">
          <Heading level="h3">Note</Heading>
          <Text size="small" className="text-ui-fg-subtle whitespace-pre-wrap break-words">
            {quote.note || "No note."}
          </Text>
        </section>

        <Messages messages={quote.messages} />
      </Drawer.Body>
      <Drawer.Footer>
        <Drawer.Close asChild>
          <Button size="small" variant="secondary">
            Close
          </Button>
        </Drawer.Close>
      </Drawer.Footer>
    </>
  )
}

/** The messages between the customer and staff, oldest first, the text as written (never read as HTML). */
function Messages({ messages }: { messages: QuoteMessage[] }) {
  return (
    <section className="flex flex-col gap-y-2">
      <Heading level="h3">Messages</Heading>
      {messages.length === 0 ? (
        <Text size="small" className="text-ui-fg-subtle">
          No messages yet.
        </Text>
      ) : (
        <ol aria-label="Messages" className="flex flex-col gap-y-2">
          {messages.map((message) => (
            <li key={message.id} className={`rounded-lg border px-3 py-2 ${message.author === "staff" ? "bg-ui-bg-subtle" : ""}`}>
              <Text size="xsmall" className="text-ui-fg-subtle">
                <span className="txt-compact-xsmall-plus text-ui-fg-base">{message.authorName}</span>
                {message.author === "staff" ? " (staff)" : " (customer)"},{" "}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </Text>
              <Text size="small" className="text-ui-fg-base mt-1 whitespace-pre-wrap break-words">
                {message.body}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="txt-compact-xsmall-plus text-ui-fg-muted uppercase">{label}</dt>
      <dd className="txt-compact-small text-ui-fg-base mt-1">{children}</dd>
    </div>
  )
}

const QuotesPage = () => (
  <ShopQueries>
    <Quotes />
  </ShopQueries>
)

export const config = defineRouteConfig({
  label: "Quotes",
  icon: DocumentText,
})

export default QuotesPage
