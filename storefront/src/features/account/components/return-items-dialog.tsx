import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Undo2 } from 'lucide-react'
import {
  RETURN_MESSAGES,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  UNOPENED_RETURN_WINDOW_DAYS,
  type Order,
  type ReturnRequestBody,
} from '@printshop/contract'
import { Button, type ButtonSize } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Select, Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { ApiError, serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { formatOrderDate } from '@/lib/order-dates'
import { useRequestReturn } from '../api/request-return'
import {
  RETURN_NOTE_MAX_LENGTH,
  canRequestReturn,
  onlyUnopenedNow,
  returnDeadline,
  returnFormDefaults,
  returnFormResolver,
  returnableLines,
  type ReturnFormValues,
} from '../utils/returns'

/**
 * 'Return items' for a delivered order inside the return window with something left to return
 * (renders nothing otherwise), and its dialog: how many of each product, the reason and a note.
 */
export function ReturnItemsButton({ order, size = 'sm' }: { order: Order; size?: ButtonSize }) {
  const [open, setOpen] = useState(false)
  // Kept while the dialog is open, so it can say how its request went even when the refreshed
  // order allows no further return.
  if (!canRequestReturn(order) && !open) return null
  const deadline = returnDeadline(order)
  const unopenedDeadline = returnDeadline(order, UNOPENED_RETURN_WINDOW_DAYS)
  const window =
    deadline && unopenedDeadline
      ? onlyUnopenedNow(order)
        ? `It is more than 30 days since delivery: unopened items, in their sealed packaging, are accepted until ${formatOrderDate(unopenedDeadline)}.`
        : `Returns for this order are accepted until ${formatOrderDate(deadline)}, and unopened items until ${formatOrderDate(unopenedDeadline)}.`
      : null
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size={size}>
          <Undo2 className="h-4 w-4" aria-hidden="true" />
          Return items
        </Button>
      </DialogTrigger>
      <DialogContent
        size="lg"
        title={`Return items from order #${order.id}`}
        description={window ? `Choose what you are sending back. ${window}` : undefined}
      >
        {/* Mounted with the dialog, so every opening starts from nothing chosen. */}
        <ReturnForm order={order} onSent={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}

function ReturnForm({ order, onSent }: { order: Order; onSent: () => void }) {
  const id = useId()
  const requestReturn = useRequestReturn()
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReturnFormValues, unknown, ReturnRequestBody>({ resolver: returnFormResolver, defaultValues: returnFormDefaults(order) })
  const chosen = useWatch({ control, name: 'lines' }).some((line) => line.quantity > 0)
  const lines = returnableLines(order)

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null)
    try {
      await requestReturn.mutateAsync({ orderNumber: order.id, body })
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) applyServerFieldErrors(error, setError, ['reason', 'note'])
      setProblem(serverMessage(error) ?? 'We could not send your return request just now. Please try again.')
      return
    }
    toast({ title: 'Return requested', description: RETURN_MESSAGES.requested })
    onSent()
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Items</legend>
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {lines.map((line, index) => {
            const returnedAlready = line.bought - line.left
            return (
              <li key={line.productId} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                <div className="min-w-0 flex-1 break-words">
                  <p className="font-medium text-slate-900">{line.productName}</p>
                  <p className="text-slate-500">
                    Bought: {line.bought}
                    {returnedAlready > 0 && ` · Already returned: ${returnedAlready}`}
                  </p>
                </div>
                {line.left > 0 ? (
                  <div className="flex items-center gap-2">
                    <label htmlFor={`${id}-quantity-${index}`} className="text-slate-600">
                      Quantity<span className="sr-only"> of {line.productName}</span>
                    </label>
                    <Select
                      id={`${id}-quantity-${index}`}
                      className="w-20"
                      {...register(`lines.${index}.quantity`, { setValueAs: (value) => Number(value) || 0 })}
                    >
                      {Array.from({ length: line.left + 1 }, (_, quantity) => (
                        <option key={quantity} value={quantity}>
                          {quantity}
                        </option>
                      ))}
                    </Select>
                  </div>
                ) : (
                  <span className="text-slate-500">Nothing left to return</span>
                )}
              </li>
            )
          })}
        </ul>
        {errors.lines?.message && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {errors.lines.message}
          </p>
        )}
      </fieldset>

      <FormField id={`${id}-reason`} label="Reason" error={errors.reason?.message}>
        <Select {...register('reason')}>
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {RETURN_REASON_LABELS[reason]}
            </option>
          ))}
        </Select>
      </FormField>

      <FormField
        id={`${id}-note`}
        label="Note"
        hint={`Optional${RETURN_NOTE_MAX_LENGTH ? `, up to ${RETURN_NOTE_MAX_LENGTH} characters` : ''}.`}
        error={errors.note?.message}
      >
        <Textarea rows={3} maxLength={RETURN_NOTE_MAX_LENGTH} {...register('note')} />
      </FormField>

      <div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-300 text-primary-600 focus:ring-primary-600"
            aria-invalid={errors.unopened ? true : undefined}
            aria-describedby={errors.unopened ? `${id}-unopened-error` : undefined}
            {...register('unopened')}
          />
          <span>The items are unopened, in their sealed packaging</span>
        </label>
        {errors.unopened?.message && (
          <p id={`${id}-unopened-error`} role="alert" className="mt-1 text-sm text-red-600">
            {errors.unopened.message}
          </p>
        )}
      </div>

      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!chosen || isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Request return'}
        </Button>
      </DialogFooter>
    </form>
  )
}
