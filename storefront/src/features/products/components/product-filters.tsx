import { useId } from 'react'
import { PRICE_RANGES, PRICE_RANGE_LABELS, type PriceRange } from '@printshop/contract'
import type { ProductListQuery } from '@/lib/query-keys'

export interface FilterChanges {
  /** A brand ticked or unticked: the list adds it to, or takes it from, the brands chosen so far. */
  brand?: { name: string; selected: boolean }
  priceRange?: PriceRange | undefined
  inStock?: boolean
}

const PRICE_OPTIONS: Array<{ value: PriceRange | undefined; label: string }> = [
  { value: undefined, label: 'All Prices' },
  ...PRICE_RANGES.map((value) => ({ value, label: PRICE_RANGE_LABELS[value] })),
]

/** Brand, price band and stock filters of the product list. */
export function ProductFilters({
  query,
  brands,
  onChange,
  onClear,
}: {
  query: ProductListQuery
  brands: string[]
  onChange: (changes: FilterChanges) => void
  onClear: () => void
}) {
  const id = useId()
  const selectedBrands = query.brands ?? []
  // A chosen brand stays listed even when the other filters leave it without matches.
  const brandOptions = [...new Set([...brands, ...selectedBrands])].sort((a, b) => a.localeCompare(b))

  return (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">Filters</h2>
        <button type="button" onClick={onClear} className="text-sm font-medium text-primary-600 hover:text-primary-700">
          Clear All
        </button>
      </div>

      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-900">Brands</legend>
        {brandOptions.length === 0 ? (
          <p className="text-sm text-slate-500">No brands to choose from.</p>
        ) : (
          <div className="max-h-64 space-y-2 overflow-y-auto">
            {brandOptions.map((brand) => (
              <label key={brand} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-300 text-primary-600 focus:ring-primary-600"
                  checked={selectedBrands.includes(brand)}
                  onChange={(event) => onChange({ brand: { name: brand, selected: event.target.checked } })}
                />
                {brand}
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-900">Price Range</legend>
        <div className="space-y-2">
          {PRICE_OPTIONS.map((range) => (
            <label key={range.label} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name={`${id}-price`}
                className="h-4 w-4 border-slate-300 text-primary-600 focus:ring-primary-600"
                checked={query.priceRange === range.value}
                onChange={() => onChange({ priceRange: range.value })}
              />
              {range.label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-900">Availability</legend>
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 text-primary-600 focus:ring-primary-600"
            checked={query.inStock === true}
            onChange={(event) => onChange({ inStock: event.target.checked })}
          />
          In Stock Only
        </label>
      </fieldset>
    </div>
  )
}
