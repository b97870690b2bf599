import { useWatch, type Control, type FieldArrayWithId, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { Trash2 } from 'lucide-react'
import type { PriceQuoteBody } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { formatPrice } from '@/lib/format'
import { typedSubtotal, type QuoteFormValues } from '../utils/quote-form'

/**
 * The quote dialog's lines: each product with its list price, an editable quantity and unit price
 * (prefilled with the quoted price, or the list price until priced), the line's total as typed and
 * Remove. Problems show under their line; a problem of the lines as a whole (none left, a product
 * twice) under them all.
 */
export function QuoteLinesField({
  rows,
  control,
  register,
  errors,
  onRemove,
}: {
  rows: Array<FieldArrayWithId<QuoteFormValues, 'items'>>
  control: Control<QuoteFormValues, unknown, PriceQuoteBody>
  register: UseFormRegister<QuoteFormValues>
  errors: FieldErrors<QuoteFormValues>['items']
  onRemove: (index: number) => void
}) {
  const lines = useWatch({ control, name: 'items' })
  const subtotal = typedSubtotal(lines)
  const listError = errors?.message ?? errors?.root?.message
  const listErrorId = 'quote-lines-error'

  return (
    <fieldset className="space-y-3" aria-describedby={listError ? listErrorId : undefined}>
      <legend className="text-sm font-semibold text-slate-900">Lines</legend>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">No products yet: add one below.</p>
      ) : (
        <ul aria-label="Quote lines" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {rows.map((row, index) => {
            const line = lines[index] ?? row
            const lineErrors = errors?.[index]
            const total = typedSubtotal([line])
            const ids = { product: `quote-line-${index}-product-error`, quantity: `quote-line-${index}-quantity-error`, price: `quote-line-${index}-price-error` }
            return (
              <li key={row.id} className="space-y-2 px-3 py-3">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="break-words font-medium text-slate-900">{row.productName}</p>
                    <p className="text-xs text-slate-500">
                      <span className="font-mono">{row.productId}</span>
                      {' · '}
                      {row.listPrice === null ? 'No longer sold' : `List ${formatPrice(row.listPrice)}`}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    onClick={() => onRemove(index)}
                    aria-label={`Remove ${row.productName}`}
                    className="shrink-0 text-red-600 hover:bg-red-50 hover:text-red-700"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
                <div className="flex flex-wrap items-end gap-3">
                  <label className="text-xs text-slate-600">
                    Quantity
                    <Input
                      inputMode="numeric"
                      autoComplete="off"
                      className="mt-1 w-24"
                      aria-label={`Quantity of ${row.productName}`}
                      aria-invalid={lineErrors?.quantity ? true : undefined}
                      aria-describedby={lineErrors?.quantity ? ids.quantity : undefined}
                      {...register(`items.${index}.quantity`)}
                    />
                  </label>
                  <label className="text-xs text-slate-600">
                    Unit price ($)
                    <Input
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0.00"
                      className="mt-1 w-32"
                      aria-label={`Unit price of ${row.productName}`}
                      aria-invalid={lineErrors?.unitPrice ? true : undefined}
                      aria-describedby={lineErrors?.unitPrice ? ids.price : undefined}
                      {...register(`items.${index}.unitPrice`)}
                    />
                  </label>
                  <p className="ml-auto pb-2 text-sm tabular-nums text-slate-700">
                    <span className="sr-only">Line total: </span>
                    {total === null ? '—' : formatPrice(total)}
                  </p>
                </div>
                {lineErrors?.productId?.message && (
                  <p id={ids.product} role="alert" className="text-sm text-red-600">
                    {lineErrors.productId.message}
                  </p>
                )}
                {lineErrors?.quantity?.message && (
                  <p id={ids.quantity} role="alert" className="text-sm text-red-600">
                    {lineErrors.quantity.message}
                  </p>
                )}
                {lineErrors?.unitPrice?.message && (
                  <p id={ids.price} role="alert" className="text-sm text-red-600">
                    {lineErrors.unitPrice.message}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {listError && (
        <p id={listErrorId} role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      )}
      <dl className="flex justify-between text-sm font-semibold text-slate-900">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{subtotal === null ? '—' : formatPrice(subtotal)}</dd>
      </dl>
    </fieldset>
  )
}
