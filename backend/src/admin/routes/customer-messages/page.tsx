import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { Button, Container, Drawer, Heading, Hint, Label, StatusBadge, Table, Text, Textarea, toast } from "@medusajs/ui"
import {
  type AdminInquiry,
  INQUIRY_KINDS,
  INQUIRY_KIND_LABELS,
  INQUIRY_STATUSES,
  type InquiryKind,
  type InquiryReply,
  type InquiryStatus,
  MAX_INQUIRY_REPLY,
  NO_REPLY_ADDRESS,
  inquiryReplyBodySchema,
  readableInquiryFields,
} from "@printshop/contract"
import { type FormEvent, type ReactNode, useState } from "react"
import { INQUIRY_PAGE_SIZE, useInquiries, useReplyToInquiry, useUpdateInquiry } from "../../api/inquiries"
import { formatDateTime } from "../../components/format"
import { FilterSelect, PagedTable } from "../../components/paged-table"
import { errorMessage, fieldErrorsOf } from "../../lib/shop-api"
import { ShopQueries } from "../../lib/shop-queries"

const STATUS_LABELS: Record<InquiryStatus, string> = { new: "New", handled: "Handled" }
/** Radix's Select needs a value for every item, so "every kind" and "every status" have one. */
const ALL = "all" as const

const KIND_OPTIONS: Array<[InquiryKind | typeof ALL, string]> = [
  [ALL, "All kinds"],
  ...INQUIRY_KINDS.map((value): [InquiryKind, string] => [value, INQUIRY_KIND_LABELS[value]]),
]
const STATUS_OPTIONS: Array<[InquiryStatus | typeof ALL, string]> = [
  [ALL, "New and handled"],
  ...INQUIRY_STATUSES.map((value): [InquiryStatus, string] => [value, STATUS_LABELS[value]]),
]

const InquiryStatusBadge = ({ status }: { status: InquiryStatus }) => (
  <StatusBadge color={status === "new" ? "blue" : "grey"}>{STATUS_LABELS[status]}</StatusBadge>
)

/**
 * Customer messages: every form customers sent, the same list as the shop's /admin
 * (docs/using-the-shop.md, "The staff area (/admin)").
 */
function CustomerMessages() {
  const [kind, setKind] = useState<InquiryKind | undefined>()
  const [status, setStatus] = useState<InquiryStatus | undefined>()
  const [pageIndex, setPageIndex] = useState(0)
  const [viewing, setViewing] = useState<AdminInquiry | null>(null)
  const query = useInquiries({
    kind,
    status,
    limit: INQUIRY_PAGE_SIZE,
    offset: pageIndex * INQUIRY_PAGE_SIZE,
  })

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-col gap-4 px-6 py-4 md:flex-row md:items-center md:justify-between">
        <div>
          <Heading level="h1">Customer messages</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {query.data
              ? `${query.data.newCount} new ${query.data.newCount === 1 ? "message" : "messages"}`
              : "Support tickets, contact messages, warranty claims, service and quote requests"}
          </Text>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <FilterSelect
            label="Kind"
            className="sm:w-64"
            value={kind ?? ALL}
            options={KIND_OPTIONS}
            onChange={(value) => {
              setKind(value === ALL ? undefined : value)
              setPageIndex(0)
            }}
          />
          <FilterSelect
            label="Status"
            className="sm:w-44"
            value={status ?? ALL}
            options={STATUS_OPTIONS}
            onChange={(value) => {
              setStatus(value === ALL ? undefined : value)
              setPageIndex(0)
            }}
          />
        </div>
      </div>

      <PagedTable
        label="Customer messages"
        headings={["Received", "Kind", "From", "Subject", "Status"]}
        query={query}
        texts={{ loading: "Loading messages...", failed: "Could not load the messages:", empty: "No messages found" }}
        rows={query.data?.inquiries.map((inquiry) => (
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
        ))}
        page={{ count: query.data?.count, size: INQUIRY_PAGE_SIZE, index: pageIndex, onIndexChange: setPageIndex }}
      />

      <Drawer open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <Drawer.Content>{viewing && <MessageDetails inquiry={viewing} onChanged={setViewing} />}</Drawer.Content>
      </Drawer>
    </Container>
  )
}

/** One message: who sent it, every field of the form, the replies and Reply, and Mark handled (or back to new). */
function MessageDetails({ inquiry, onChanged }: { inquiry: AdminInquiry; onChanged: (inquiry: AdminInquiry) => void }) {
  const updateInquiry = useUpdateInquiry()
  const nextStatus: InquiryStatus = inquiry.status === "new" ? "handled" : "new"
  const fields = readableInquiryFields(inquiry.fields, inquiry.kind)
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

        <Replies replies={inquiry.replies} />

        <section className="flex flex-col gap-y-2">
          <Heading level="h3">Reply</Heading>
          {inquiry.email ? (
            <ReplyForm
              key={inquiry.id}
              inquiry={inquiry}
              email={inquiry.email}
              // The server marked the message handled when it sent the reply.
              onReplied={(reply) =>
                onChanged({
                  ...inquiry,
                  status: "handled",
                  handledAt: inquiry.handledAt ?? reply.createdAt,
                  replies: [...inquiry.replies, reply],
                })
              }
            />
          ) : (
            <Text size="small" className="text-ui-fg-subtle">
              {NO_REPLY_ADDRESS}
            </Text>
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

/** The replies staff sent, oldest first: who, when, and the text as written (never read as HTML). */
function Replies({ replies }: { replies: InquiryReply[] }) {
  if (replies.length === 0) return null
  return (
    <section className="flex flex-col gap-y-2">
      <Heading level="h3">Replies</Heading>
      <ol aria-label="Replies" className="flex flex-col gap-y-2">
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-lg border px-3 py-2">
            <Text size="xsmall" className="text-ui-fg-subtle">
              <span className="txt-compact-xsmall-plus text-ui-fg-base">{reply.author}</span>,{" "}
              <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
            </Text>
            <Text size="small" className="text-ui-fg-base mt-1 whitespace-pre-wrap break-words">
              {reply.message}
            </Text>
          </li>
        ))}
      </ol>
    </section>
  )
}

const characters = new Intl.NumberFormat("en-US")

/** Reply: checked with the contract's rules, e-mailed to the sender by the server, which marks the message handled. */
function ReplyForm({ inquiry, email, onReplied }: { inquiry: AdminInquiry; email: string; onReplied: (reply: InquiryReply) => void }) {
  const [message, setMessage] = useState("")
  const [invalid, setInvalid] = useState<string | undefined>()
  const reply = useReplyToInquiry()
  const error = invalid ?? fieldErrorsOf(reply.error).message
  const id = "inquiry-reply"

  function submit(event: FormEvent) {
    event.preventDefault()
    const body = inquiryReplyBodySchema.safeParse({ message })
    if (!body.success) {
      setInvalid(body.error.issues[0]?.message)
      return
    }
    setInvalid(undefined)
    reply.mutate(
      { id: inquiry.id, message: body.data.message },
      {
        onSuccess: (sent) => {
          setMessage("")
          reply.reset()
          toast.success("Reply sent", { description: `${inquiry.reference} is now handled.` })
          onReplied(sent)
        },
        onError: (failure) => toast.error("Could not send the reply", { description: errorMessage(failure) }),
      }
    )
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-y-2">
      <Label htmlFor={id} size="small" weight="plus">
        Reply to {email}
      </Label>
      <Textarea
        id={id}
        rows={6}
        maxLength={MAX_INQUIRY_REPLY}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
      />
      <Hint id={`${id}-count`}>
        {characters.format(message.length)} / {characters.format(MAX_INQUIRY_REPLY)} characters
      </Hint>
      {error && (
        <Hint id={`${id}-error`} variant="error">
          {error}
        </Hint>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="small" isLoading={reply.isPending}>
          Send reply
        </Button>
      </div>
    </form>
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
