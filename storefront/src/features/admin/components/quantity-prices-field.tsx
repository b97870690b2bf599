import type { FieldArrayWithId, UseFormRegister } from 'react-hook-form'
import { MAX_QUANTITY_PRICES } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { ProductFormValues } from '../utils/product-form'

/**
 * The product dialog's quantity prices (Medusa's price tiers): rows of 'from N units' and the unit
 * price from there on, each lower than the one before. The server checks them; its message is
 * shown under the rows.
 */
export function QuantityPricesField({
  rows,
  register,
  onAdd,
  onRemove,
  error,
}: {
  rows: Array<FieldArrayWithId<ProductFormValues, 'quantityPrices'>>
  register: UseFormRegister<ProductFormValues>
  onAdd: () => void
  onRemove: (index: number) => void
  error?: string
}) {
  const errorId = 'product-quantity-prices-error'
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : 'product-quantity-prices-hint'}>
      <legend className="text-sm font-medium text-slate-700">Quantity Prices (Optional)</legend>
      <p id="product-quantity-prices-hint" className="text-xs text-slate-500">
        A lower unit price from a number of units on, e.g. from 5 units at 42.00. Each must be lower than the one before.
      </p>
      {rows.map((row, index) => (
        <div key={row.id} className="flex flex-wrap items-end gap-2">
          <label className="text-xs text-slate-600">
            From (units)
            <Input
              inputMode="numeric"
              autoComplete="off"
              className="mt-1 w-28"
              aria-label={`Quantity price ${index + 1}: from how many units`}
              aria-invalid={error ? true : undefined}
              {...register(`quantityPrices.${index}.minQuantity`)}
            />
          </label>
          <label className="text-xs text-slate-600">
            Unit price
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              className="mt-1 w-32"
              aria-label={`Quantity price ${index + 1}: unit price`}
              aria-invalid={error ? true : undefined}
              {...register(`quantityPrices.${index}.price`)}
            />
          </label>
          <Button type="button" variant="outline" size="sm" onClick={() => onRemove(index)} aria-label={`Remove quantity price ${index + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      {rows.length < MAX_QUANTITY_PRICES && (
        <Button type="button" variant="outline" size="sm" onClick={onAdd}>
          Add Quantity Price
        </Button>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}
