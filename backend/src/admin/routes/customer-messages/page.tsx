import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { Button, Container, Drawer, Heading, Select, StatusBadge, Table, Text, toast } from "@medusajs/ui"
import {
  type AdminInquiry,
  INQUIRY_KINDS,
  INQUIRY_KIND_LABELS,
  INQUIRY_STATUSES,
  type InquiryKind,
  type InquiryStatus,
} from "@printshop/contract"
import { type ReactNode, useState } from "react"
import { INQUIRY_PAGE_SIZE, useInquiries, useUpdateInquiry } from "../../api/inquiries"
import { formatDateTime } from "../../components/format"
import { readableFields } from "../../components/inquiry-fields"
import { TableMessage } from "../../components/table-message"
import { errorMessage } from "../../lib/shop-api"
import { ShopQueries } from "../../lib/shop-queries"

const COLUMNS = 6
const STATUS_LABELS: Record<InquiryStatus, string> = { new: "New", handled: "Handled" }
/** Radix's Select needs a value for every item, so "every kind" and "every status" have one. */
const ALL = "all"

const isKind = (value: string): value is InquiryKind => (INQUIRY_KINDS as readonly string[]).includes(value)
const isStatus = (value: string): value is InquiryStatus => (INQUIRY_STATUSES as readonly string[]).includes(value)

const InquiryStatusBadge = ({ status }: { status: InquiryStatus }) => (
  <StatusBadge color={status === "new" ? "blue" : "grey"}>{STATUS_LABELS[status]}</StatusBadge>
)

/** Customer messages: every form customers sent (DESIGN §5), the same list as the shop's /admin. */
function CustomerMessages() {
  const [kind, setKind] = useState<InquiryKind | undefined>()
  const [status, setStatus] = useState<InquiryStatus | undefined>()
  const [pageIndex, setPageIndex] = useState(0)
  const [viewing, setViewing] = useState<AdminInquiry | null>(null)
  const { data, isPending, isError, error, isPlaceholderData } = useInquiries({
    kind,
    status,
    limit: INQUIRY_PAGE_SIZE,
    offset: pageIndex * INQUIRY_PAGE_SIZE,
  })
  const pageCount = data ? Math.max(1, Math.ceil(data.count / INQUIRY_PAGE_SIZE)) : 1

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-col gap-4 px-6 py-4 md:flex-row md:items-center md:justify-between">
        <div>
          <Heading level="h1">Customer messages</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {data
              ? `${data.newCount} new ${data.newCount === 1 ? "message" : "messages"}`
              : "Support tickets, contact messages, warranty claims, service and quote requests"}
          </Text>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Select
            size="small"
            value={kind ?? ALL}
            onValueChange={(value) => {
              setKind(isKind(value) ? value : undefined)
              setPageIndex(0)
            }}
          >
            <Select.Trigger aria-label="Kind" className="sm:w-64">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value={ALL}>All kinds</Select.Item>
              {INQUIRY_KINDS.map((value) => (
                <Select.Item key={value} value={value}>
                  {INQUIRY_KIND_LABELS[value]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
          <Select
            size="small"
            value={status ?? ALL}
            onValueChange={(value) => {
              setStatus(isStatus(value) ? value : undefined)
              setPageIndex(0)
            }}
          >
            <Select.Trigger aria-label="Status" className="sm:w-44">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value={ALL}>New and handled</Select.Item>
              {INQUIRY_STATUSES.map((value) => (
                <Select.Item key={value} value={value}>
                  {STATUS_LABELS[value]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
      </div>

      <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? "opacity-60" : undefined}>
        <Table aria-label="Customer messages">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Received</Table.HeaderCell>
              <Table.HeaderCell>Kind</Table.HeaderCell>
              <Table.HeaderCell>From</Table.HeaderCell>
              <Table.HeaderCell>Subject</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell className="text-right">
                <span className="sr-only">Actions</span>
              </Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {isPending ? (
              <TableMessage columns={COLUMNS}>Loading messages...</TableMessage>
            ) : isError ? (
              <TableMessage columns={COLUMNS} error>Could not load the messages: {errorMessage(error)}</TableMessage>
            ) : data.inquiries.length === 0 ? (
              <TableMessage columns={COLUMNS}>No messages found</TableMessage>
            ) : (
              data.inquiries.map((inquiry) => (
                <Table.Row key={inquiry.id} className={inquiry.status === "new" ? "bg-ui-bg-subtle" : undefined}>
                  <Table.Cell className="whitespace-nowrap">{formatDateTime(inquiry.createdAt)}</Table.Cell>
                  <Table.Cell className="whitespace-nowrap">{INQUIRY_KIND_LABELS[inquiry.kind]}</Table.Cell>
                  <Table.Cell className="py-2">
                    <Text size="small" weight="plus" leading="compact">
                      {inquiry.name ?? "-"}
                    </Text>
                    {inquiry.email && (
                      <Text size="xsmall" className="text-ui-fg-subtle">
                        {inquiry.email}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell className="max-w-xs py-2">
                    <Text size="small" leading="compact" className="truncate">
                      {inquiry.subject ?? "-"}
                    </Text>
                    <Text size="xsmall" family="mono" className="text-ui-fg-muted">
                      {inquiry.reference}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <InquiryStatusBadge status={inquiry.status} />
                  </Table.Cell>
                  <Table.Cell className="text-right">
                    <Button size="small" variant="secondary" onClick={() => setViewing(inquiry)} aria-label={`View message ${inquiry.reference}`}>
                      View
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table>
        {data && data.count > 0 && (
          <Table.Pagination
            count={data.count}
            pageSize={INQUIRY_PAGE_SIZE}
            pageIndex={pageIndex}
            pageCount={pageCount}
            canPreviousPage={pageIndex > 0}
            canNextPage={pageIndex + 1 < pageCount}
            previousPage={() => setPageIndex((index) => Math.max(0, index - 1))}
            nextPage={() => setPageIndex((index) => Math.min(pageCount - 1, index + 1))}
          />
        )}
      </div>

      <Drawer open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <Drawer.Content>{viewing && <MessageDetails inquiry={viewing} onChanged={setViewing} />}</Drawer.Content>
      </Drawer>
    </Container>
  )
}


/** One message: who sent it, every field of the form, and Mark handled (or back to new). */
function MessageDetails({ inquiry, onChanged }: { inquiry: AdminInquiry; onChanged: (inquiry: AdminInquiry) => void }) {
  const updateInquiry = useUpdateInquiry()
  const nextStatus: InquiryStatus = inquiry.status === "new" ? "handled" : "new"
  const fields = readableFields(inquiry.fields)
  const customer = inquiry.customer

  function mark() {
    updateInquiry.mutate(
      { id: inquiry.id, status: nextStatus },
      {
        onSuccess: (updated) => {
          onChanged(updated)
          toast.success(updated.status === "handled" ? "Message handled" : "Message marked as new", {
            description: `${updated.reference} is now ${STATUS_LABELS[updated.status].toLowerCase()}.`,
          })
        },
        onError: (error) => toast.error("Could not update the message", { description: errorMessage(error) }),
      }
    )
  }

  return (
    <>
      <Drawer.Header>
        <Drawer.Title>{inquiry.subject ?? INQUIRY_KIND_LABELS[inquiry.kind]}</Drawer.Title>
        <Drawer.Description className="text-ui-fg-subtle txt-compact-small">
          {INQUIRY_KIND_LABELS[inquiry.kind]} {inquiry.reference}, received {formatDateTime(inquiry.createdAt)}
        </Drawer.Description>
      </Drawer.Header>
      <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
        <dl className="bg-ui-bg-subtle grid grid-cols-2 gap-4 rounded-lg p-4">
          <Detail label="Status">
            <InquiryStatusBadge status={inquiry.status} />
          </Detail>
          <Detail label="Reference">
            <span className="font-mono">{inquiry.reference}</span>
          </Detail>
          <Detail label="Kind">{INQUIRY_KIND_LABELS[inquiry.kind]}</Detail>
          <Detail label="Handled">{inquiry.handledAt ? formatDateTime(inquiry.handledAt) : "Not yet"}</Detail>
          <Detail label="Name">{inquiry.name ?? "-"}</Detail>
          <Detail label="Email">
            {inquiry.email ? (
              <a className="text-ui-fg-interactive break-all" href={`mailto:${inquiry.email}`}>
                {inquiry.email}
              </a>
            ) : (
              "-"
            )}
          </Detail>
        </dl>

        <section className="flex flex-col gap-y-2">
          <Heading level="h3">Customer account</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {customer ? (
              // Relative to /app/customer-messages, so it opens the dashboard's customer page wherever the dashboard is served.
              <a className="text-ui-fg-interactive" href={`customers/${encodeURIComponent(customer.id)}`}>
                {[customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.email} ({customer.email})
              </a>
            ) : (
              "Sent without signing in"
            )}
          </Text>
        </section>

        <section className="flex flex-col gap-y-2">
          <Heading level="h3">Message</Heading>
          {fields.length === 0 ? (
            <Text size="small" className="text-ui-fg-subtle">
              No fields were sent.
            </Text>
          ) : (
            <dl className="divide-y rounded-lg border">
              {fields.map((field) => (
                <div key={field.key} className="grid grid-cols-[10rem_1fr] gap-4 px-3 py-2">
                  <dt className="txt-compact-small-plus text-ui-fg-subtle">{field.label}</dt>
                  <dd className="txt-small text-ui-fg-base whitespace-pre-wrap break-words">{field.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </Drawer.Body>
      <Drawer.Footer>
        <Drawer.Close asChild>
          <Button size="small" variant="secondary">
            Close
          </Button>
        </Drawer.Close>
        <Button size="small" variant={nextStatus === "handled" ? "primary" : "secondary"} isLoading={updateInquiry.isPending} onClick={mark}>
          {nextStatus === "handled" ? "Mark handled" : "Mark as new"}
        </Button>
      </Drawer.Footer>
    </>
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

const CustomerMessagesPage = () => (
  <ShopQueries>
    <CustomerMessages />
  </ShopQueries>
)

export const config = defineRouteConfig({
  label: "Customer messages",
  icon: ChatBubbleLeftRight,
})

export default CustomerMessagesPage
