import { useId, useState } from 'react'
import { PackageCheck } from 'lucide-react'
import { NOT_RESTOCKED_BY_DEFAULT, RETURN_MESSAGES, RETURN_REASON_LABELS, type AdminReturn } from '@printshop/contract'
import { ReturnStatusBadge } from '@/components/return-status-badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { ApiError, serverMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/format'
import { formatOrderDateTime } from '@/lib/order-dates'
import { useReceiveReturn, type ReceiveChoices } from '../api/receive-return'
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
        <Detail label="Reason">
          {RETURN_REASON_LABELS[ret.reason]}
          {ret.unopened && ' (unopened)'}
        </Detail>
        <Detail label="Received">{ret.receivedAt ? formatOrderDateTime(ret.receivedAt) : 'Not yet'}</Detail>
      </dl>

      {ret.refundAmount !== null && <p className="text-base font-semibold text-slate-900">Refund: {formatPrice(ret.refundAmount)}</p>}
      {ret.refundReduction && (
        <p className="break-words text-sm text-slate-700">
          Lowered from {formatPrice(ret.refundReduction.fullAmount)}: {ret.refundReduction.reason}
        </p>
      )}

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
              <span className="shrink-0 text-right text-slate-900">
                Quantity: {item.quantity}
                {item.restocked != null && (
                  <span className="block text-xs text-slate-500">{item.restocked ? 'Back in stock' : 'Not put back on sale'}</span>
                )}
              </span>
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

/**
 * 'Mark received', with what staff decide first: which lines go back on sale (damaged and defective
 * items not, unless ticked) and, when the items came back short of what was sold, a lower refund
 * with the reason the customer is told. Confirmed before anything happens.
 */
function MarkReceived({ ret, onReceived }: { ret: AdminReturn; onReceived: (ret: AdminReturn) => void }) {
  const id = useId()
  const receiveReturn = useReceiveReturn()
  const [open, setOpen] = useState(false)
  // The server's word when it refused (received meanwhile, or gone): nothing more to do here.
  const [refusal, setRefusal] = useState<string | null>(null)
  const [restock, setRestock] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(ret.items.map((item) => [item.productId, !NOT_RESTOCKED_BY_DEFAULT.includes(ret.reason)])),
  )
  const [lower, setLower] = useState(false)
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<{ amount?: string; reason?: string }>({})

  /** The choices as the server takes them, or null (with the messages shown) when they do not hold. */
  function choices(): ReceiveChoices | null {
    const items = ret.items.map((item) => ({ productId: item.productId, restock: restock[item.productId] ?? false }))
    if (!lower) return { items }
    const found: { amount?: string; reason?: string } = {}
    const value = amount.trim()
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) found.amount = 'Refund must be an amount like 49.99'
    else if (ret.refundDue != null && Number(value) > Number(ret.refundDue)) found.amount = `${RETURN_MESSAGES.refundTooHigh} (${formatPrice(ret.refundDue)})`
    if (!reason.trim()) found.reason = RETURN_MESSAGES.refundReasonRequired
    setProblem(found)
    return found.amount || found.reason ? null : { items, refundAmount: value, refundReason: reason.trim() }
  }

  async function onConfirm() {
    const body = choices()
    if (!body) {
      setOpen(false)
      return
    }
    try {
      const received = await receiveReturn.mutateAsync({ id: ret.id, choices: body })
      toast({
        title: 'Return received',
        description: received.refundAmount !== null ? `Refund: ${formatPrice(received.refundAmount)}` : undefined,
      })
      setOpen(false)
      onReceived(received)
    } catch (error) {
      const message = serverMessage(error) ?? 'Failed to mark the return received.'
      if (error instanceof ApiError && error.status === 404) setRefusal(message)
      else if (error instanceof ApiError && error.status === 409 && message === RETURN_MESSAGES.alreadyReceived) setRefusal(message)
      toast({ title: 'Update Failed', description: message, variant: 'destructive' })
      setOpen(false)
    }
  }

  if (refusal) return <p className="rounded-lg border border-slate-200 p-4 text-sm text-slate-700">{refusal}</p>
  const backOnSale = ret.items.filter((item) => restock[item.productId]).length
  const lowerAmount = lower && /^\d{1,7}(\.\d{1,2})?$/.test(amount.trim()) ? amount.trim() : null
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
        Receive the return
      </h3>
      <fieldset>
        <legend className="text-sm text-slate-600">Put back on sale (damaged and defective items are not, unless you tick them):</legend>
        <ul className="mt-2 space-y-1">
          {ret.items.map((item) => (
            <li key={item.productId}>
              <label className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 rounded border-slate-300 text-primary-600 focus:ring-primary-600"
                  checked={restock[item.productId] ?? false}
                  onChange={(event) => setRestock((current) => ({ ...current, [item.productId]: event.target.checked }))}
                />
                <span className="break-words">
                  {item.quantity} × {item.productName}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      {ret.refundDue != null && (
        <p className="text-sm text-slate-700">
          Refund due: <span className="font-semibold text-slate-900">{formatPrice(ret.refundDue)}</span> (the items&apos; price and tax
          {ret.reason === 'damaged' || ret.reason === 'defective' ? ', and the shipping' : ''})
        </p>
      )}
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 text-primary-600 focus:ring-primary-600"
          checked={lower}
          onChange={(event) => {
            setLower(event.target.checked)
            setProblem({})
          }}
        />
        Refund a lower amount
      </label>
      {lower && (
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <FormField id={`${id}-amount`} label="Refund amount ($)" error={problem.amount}>
            <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </FormField>
          <FormField id={`${id}-reason`} label="Why it is lower (the customer is told)" error={problem.reason}>
            <Textarea rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
        </div>
      )}

      <div className="flex justify-end">
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
          description={`${
            backOnSale === ret.items.length ? 'The items go back into stock' : backOnSale === 0 ? 'Nothing goes back on sale' : `${backOnSale} of ${ret.items.length} items go back into stock`
          }, and ${lowerAmount ? `a refund of ${formatPrice(lowerAmount)}` : 'the refund'} is recorded and e-mailed to the customer. This cannot be undone.`}
          cancelLabel="Not yet"
          confirmLabel="Mark received"
          busyLabel="Saving..."
          busy={receiveReturn.isPending}
          onConfirm={() => void onConfirm()}
        />
      </div>
    </section>
  )
}
