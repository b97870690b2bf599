import { useState } from 'react'
import { PackageCheck } from 'lucide-react'
import { RETURN_REASON_LABELS, type AdminReturn } from '@printshop/contract'
import { ReturnStatusBadge } from '@/components/return-status-badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { ApiError, serverMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/format'
import { formatOrderDateTime } from '@/lib/order-dates'
import { useReceiveReturn } from '../api/receive-return'
import { Detail, InlineDetail } from './detail-list'

/** One return: its items, reason, note and customer, and 'Mark received' while it is only requested. */
export function ReturnDetailDialog({ ret, onClose }: { ret: AdminReturn | null; onClose: () => void }) {
  return (
    <Dialog open={ret !== null} onOpenChange={(open) => !open && onClose()}>
      {ret && (
        <DialogContent
          size="lg"
          title={`Return for order #${ret.orderNumber}`}
          description={`Requested on ${formatOrderDateTime(ret.createdAt)}`}
        >
          <ReturnDetails key={ret.id} initialReturn={ret} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function ReturnDetails({ initialReturn }: { initialReturn: AdminReturn }) {
  // Once received the dialog shows the return as the server now has it, with its refund.
  const [ret, setRet] = useState(initialReturn)

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-4">
        <Detail label="Status">
          <ReturnStatusBadge status={ret.status} />
        </Detail>
        <Detail label="Order">#{ret.orderNumber}</Detail>
        <Detail label="Reason">{RETURN_REASON_LABELS[ret.reason]}</Detail>
        <Detail label="Received">{ret.receivedAt ? formatOrderDateTime(ret.receivedAt) : 'Not yet'}</Detail>
      </dl>

      {ret.refundAmount !== null && <p className="text-base font-semibold text-slate-900">Refund: {formatPrice(ret.refundAmount)}</p>}

      <section>
        <h3 className="text-sm font-semibold text-slate-900">Customer</h3>
        <dl className="mt-2 space-y-2 text-sm">
          <InlineDetail label="Name">{ret.customerName}</InlineDetail>
          <InlineDetail label="Email">
            <span className="break-all">{ret.customerEmail}</span>
          </InlineDetail>
        </dl>
      </section>

      <section>
        <h3 className="text-sm font-semibold text-slate-900">Items</h3>
        <ul aria-label="Returned items" className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {ret.items.map((item) => (
            <li key={item.productId} className="flex items-start justify-between gap-4 px-3 py-2">
              <div className="min-w-0 break-words">
                <p className="font-medium text-slate-900">{item.productName}</p>
                <p className="break-all font-mono text-xs text-slate-500">{item.productId}</p>
              </div>
              <span className="shrink-0 text-slate-900">Quantity: {item.quantity}</span>
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h3 className="text-sm font-semibold text-slate-900">Note</h3>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700">{ret.note || 'No note'}</p>
      </section>

      {ret.status === 'requested' && <MarkReceived ret={ret} onReceived={setRet} />}
    </div>
  )
}

/** 'Mark received', confirmed first: the items go back into stock and the refund is recorded. */
function MarkReceived({ ret, onReceived }: { ret: AdminReturn; onReceived: (ret: AdminReturn) => void }) {
  const receiveReturn = useReceiveReturn()
  const [open, setOpen] = useState(false)
  // The server's word when it refused (received meanwhile, or gone): nothing more to do here.
  const [refusal, setRefusal] = useState<string | null>(null)

  async function onConfirm() {
    try {
      const received = await receiveReturn.mutateAsync(ret.id)
      toast({
        title: 'Return received',
        description: received.refundAmount !== null ? `Refund: ${formatPrice(received.refundAmount)}` : undefined,
      })
      setOpen(false)
      onReceived(received)
    } catch (error) {
      const message = serverMessage(error) ?? 'Failed to mark the return received.'
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) setRefusal(message)
      toast({ title: 'Update Failed', description: message, variant: 'destructive' })
      setOpen(false)
    }
  }

  if (refusal) return <p className="rounded-lg border border-slate-200 p-4 text-sm text-slate-700">{refusal}</p>
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">When the parcel arrives, mark the return received.</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button className="shrink-0">
            <PackageCheck className="h-4 w-4" aria-hidden="true" />
            Mark received
          </Button>
        }
        title={`Mark the return for order #${ret.orderNumber} received?`}
        description="The items go back into stock and the refund is recorded. This cannot be undone."
        cancelLabel="Not yet"
        confirmLabel="Mark received"
        busyLabel="Saving..."
        busy={receiveReturn.isPending}
        onConfirm={() => void onConfirm()}
      />
    </div>
  )
}
