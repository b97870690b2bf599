import { useState } from 'react'
import { Eye } from 'lucide-react'
import {
  INQUIRY_KINDS,
  INQUIRY_KIND_LABELS,
  INQUIRY_STATUSES,
  readableInquiryFields,
  type AdminInquiry,
  type InquiryKind,
  type InquiryStatus,
} from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { Select } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { formatOrderDateTime } from '@/lib/order-dates'
import { INQUIRY_PAGE_SIZE, useInquiries } from '../api/get-inquiries'
import { useUpdateInquiry } from '../api/update-inquiry'
import { AdminListTable, Badge, Td } from './admin-table'
import { InquiryReplies, InquiryReplyForm } from './inquiry-replies'
import { Pager } from './pager'
import { Detail } from './detail-list'

const STATUS_LABELS: Record<InquiryStatus, string> = { new: 'New', handled: 'Handled' }

const isKind = (value: string): value is InquiryKind => (INQUIRY_KINDS as readonly string[]).includes(value)
const isStatus = (value: string): value is InquiryStatus => (INQUIRY_STATUSES as readonly string[]).includes(value)

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <Badge tone={status === 'new' ? 'blue' : 'slate'}>{STATUS_LABELS[status]}</Badge>
}

/**
 * Customer Messages: every stored form, newest first, by kind and by new or handled
 * (docs/using-the-shop.md, "The staff area (/admin)").
 */
export function MessagesTab() {
  const [kind, setKind] = useState<InquiryKind | ''>('')
  const [status, setStatus] = useState<InquiryStatus | ''>('')
  const [offset, setOffset] = useState(0)
  const { data, isPending, isError, isPlaceholderData } = useInquiries({
    kind: kind || undefined,
    status: status || undefined,
    limit: INQUIRY_PAGE_SIZE,
    offset,
  })
  const [viewing, setViewing] = useState<AdminInquiry | null>(null)

  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="messages-heading" className="text-xl font-semibold text-slate-900">
          Customer Messages
        </h2>
        <div className="grid grid-cols-1 gap-2 sm:flex">
          <div>
            <label htmlFor="admin-message-kind" className="sr-only">
              Kind
            </label>
            <Select
              id="admin-message-kind"
              value={kind}
              className="h-11 sm:w-64"
              onChange={(event) => {
                setKind(isKind(event.target.value) ? event.target.value : '')
                setOffset(0)
              }}
            >
              <option value="">All kinds</option>
              {INQUIRY_KINDS.map((value) => (
                <option key={value} value={value}>
                  {INQUIRY_KIND_LABELS[value]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <label htmlFor="admin-message-status" className="sr-only">
              Status
            </label>
            <Select
              id="admin-message-status"
              value={status}
              className="h-11 sm:w-48"
              onChange={(event) => {
                setStatus(isStatus(event.target.value) ? event.target.value : '')
                setOffset(0)
              }}
            >
              <option value="">New and handled</option>
              {INQUIRY_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>

      <AdminListTable
        label="Customer messages"
        minWidth="min-w-[880px]"
        columns={['Received', 'Kind', 'From', 'Subject', 'Status']}
        busy={isPlaceholderData}
        isPending={isPending}
        isError={isError}
        records={data?.inquiries}
        loadingText="Loading messages..."
        errorText="Failed to load messages. Please try again."
        emptyText="No messages found"
        renderRow={(inquiry) => (
          <tr key={inquiry.id} className={inquiry.status === 'new' ? 'bg-blue-50 hover:bg-slate-50' : 'bg-white hover:bg-slate-50'}>
            <Td className="whitespace-nowrap">{formatOrderDateTime(inquiry.createdAt)}</Td>
            <Td className="whitespace-nowrap">{INQUIRY_KIND_LABELS[inquiry.kind]}</Td>
            <Td>
              <p className="font-medium text-slate-900">{inquiry.name ?? '—'}</p>
              {inquiry.email && <p className="whitespace-nowrap text-xs text-slate-500">{inquiry.email}</p>}
            </Td>
            <Td className="min-w-[12rem] max-w-xs">
              <p className="line-clamp-2">{inquiry.subject ?? '—'}</p>
              <p className="whitespace-nowrap font-mono text-xs text-slate-500">{inquiry.reference}</p>
            </Td>
            <Td>
              <InquiryStatusBadge status={inquiry.status} />
            </Td>
            <Td sticky className="text-right">
              <Button variant="outline" size="sm" onClick={() => setViewing(inquiry)} aria-label={`View message ${inquiry.reference}`}>
                <Eye className="h-4 w-4" aria-hidden="true" />
                View
              </Button>
            </Td>
          </tr>
        )}
      />
      {data && <Pager label="Message pages" offset={data.offset} limit={INQUIRY_PAGE_SIZE} total={data.count} onOffsetChange={setOffset} />}

      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        {viewing && (
          <DialogContent
            size="lg"
            title={viewing.subject ?? INQUIRY_KIND_LABELS[viewing.kind]}
            description={`${INQUIRY_KIND_LABELS[viewing.kind]} ${viewing.reference}, received ${formatOrderDateTime(viewing.createdAt)}`}
          >
            <MessageDetails inquiry={viewing} onChanged={setViewing} />
          </DialogContent>
        )}
      </Dialog>
    </section>
  )
}

/** Every field the customer sent, who sent it, the replies and Reply, and Mark handled (or back to new). */
function MessageDetails({ inquiry, onChanged }: { inquiry: AdminInquiry; onChanged: (inquiry: AdminInquiry) => void }) {
  const updateInquiry = useUpdateInquiry()
  const fields = readableInquiryFields(inquiry.fields, inquiry.kind)
  const nextStatus: InquiryStatus = inquiry.status === 'new' ? 'handled' : 'new'

  function mark() {
    updateInquiry.mutate(
      { inquiry, status: nextStatus },
      {
        onSuccess: (updated) => {
          onChanged(updated)
          toast({
            title: updated.status === 'handled' ? 'Message handled' : 'Message marked as new',
            description: `${updated.reference} is now ${STATUS_LABELS[updated.status].toLowerCase()}.`,
          })
        },
        onError: (error) =>
          toast({ title: 'Update Failed', description: serverMessage(error) ?? 'Failed to update the message.', variant: 'destructive' }),
      },
    )
  }

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-4">
        <Detail label="Status">
          <InquiryStatusBadge status={inquiry.status} />
        </Detail>
        <Detail label="Kind">{INQUIRY_KIND_LABELS[inquiry.kind]}</Detail>
        <Detail label="Reference">
          <span className="font-mono">{inquiry.reference}</span>
        </Detail>
        <Detail label="Handled">{inquiry.handledAt ? formatOrderDateTime(inquiry.handledAt) : 'Not yet'}</Detail>
      </dl>

      <section>
        <h3 className="text-sm font-semibold text-slate-900">Customer account</h3>
        <p className="mt-1 text-sm text-slate-700">
          {inquiry.customer
            ? `${[inquiry.customer.firstName, inquiry.customer.lastName].filter(Boolean).join(' ') || inquiry.customer.email} (${inquiry.customer.email})`
            : 'Sent without signing in'}
        </p>
      </section>

      <section>
        <h3 className="text-sm font-semibold text-slate-900">Message</h3>
        {fields.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">No fields were sent.</p>
        ) : (
          <dl className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {fields.map((field) => (
              <div key={field.key} className="grid gap-1 px-3 py-2 text-sm sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="font-medium text-slate-500">{field.label}</dt>
                <dd className="whitespace-pre-wrap break-words text-slate-900">{field.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <InquiryReplies replies={inquiry.replies} />

      <section>
        <h3 className="sr-only">Reply</h3>
        <InquiryReplyForm
          key={inquiry.id}
          inquiry={inquiry}
          // The server marked the message handled when it sent the reply.
          onReplied={(reply) =>
            onChanged({
              ...inquiry,
              status: 'handled',
              handledAt: inquiry.handledAt ?? reply.createdAt,
              replies: [...inquiry.replies, reply],
            })
          }
        />
      </section>

      <div className="flex justify-end">
        <Button variant={nextStatus === 'handled' ? 'primary' : 'outline'} disabled={updateInquiry.isPending} onClick={mark}>
          {nextStatus === 'handled' ? 'Mark handled' : 'Mark as new'}
        </Button>
      </div>
    </div>
  )
}
