import { useId, type InputHTMLAttributes } from 'react'
import { Link } from 'react-router-dom'
import { PRICE_RANGES, PRICE_RANGE_LABELS, categoryLabel, type PriceRange, type ProductFacets } from '@printshop/contract'
import { cn } from '@/lib/cn'
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

/**
 * Whether the server sent the panel's counts: an answer without them reads as empty facets (the
 * contract's default), and the panel then offers every choice without counts, as before facets.
 * The server always lists the four price bands, so real facets are never all empty.
 */
export function hasFacets(facets: ProductFacets | undefined): facets is ProductFacets {
  return Boolean(facets && (facets.brands.length || facets.priceRanges.length || facets.categories.length || facets.inStock))
}

/** How many products a choice leaves: 0 for one the facets do not list. */
const facetCount = (counts: ProductFacets['brands'], value: string) => counts.find((facet) => facet.value === value)?.count ?? 0

/**
 * Brand, price band, stock and (on a list not opened for a category) category filters of the
 * product list. With the page's facets, each choice shows how many products it leaves, and a
 * choice that would leave none is not offered (unless it is the one chosen).
 */
export function ProductFilters({
  query,
  brands,
  facets,
  categoryHref,
  onChange,
  onClear,
}: {
  query: ProductListQuery
  brands: string[]
  /** The first page's facets; undefined (or empty) while they are not known. */
  facets?: ProductFacets
  /** Where choosing a category goes: the list's address with that category. */
  categoryHref: (category: string) => string
  onChange: (changes: FilterChanges) => void
  onClear: () => void
}) {
  const id = useId()
  const counts = hasFacets(facets) ? facets : undefined
  const selectedBrands = query.brands ?? []
  // A chosen brand stays listed even when the other filters leave it without matches.
  const offeredBrands = counts ? counts.brands.filter((facet) => facet.count > 0).map((facet) => facet.value) : brands
  const brandOptions = [...new Set([...offeredBrands, ...selectedBrands])].sort((a, b) => a.localeCompare(b))
  const priceOptions = PRICE_OPTIONS.filter(
    (range) => !counts || range.value === undefined || range.value === query.priceRange || facetCount(counts.priceRanges, range.value) > 0,
  )
  const categories = counts && !query.category ? counts.categories.filter((facet) => facet.count > 0) : []
  const inStockUnavailable = counts !== undefined && counts.inStock === 0 && query.inStock !== true

  return (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">Filters</h2>
        <button type="button" onClick={onClear} className="text-sm font-medium text-primary-600 hover:text-primary-700">
          Clear All
        </button>
      </div>

      {categories.length >= 2 && (
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-slate-900">Categories</legend>
          <ul className="space-y-1">
            {categories.map((facet) => (
              <li key={facet.value}>
                <Link
                  to={categoryHref(facet.value)}
                  className="-mx-2 flex items-center justify-between gap-2 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-50 hover:text-primary-700"
                >
                  <span>{categoryLabel(facet.value)}</span>
                  <span className="text-slate-500">({facet.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-900">Brands</legend>
        {brandOptions.length === 0 ? (
          <p className="text-sm text-slate-500">No brands to choose from.</p>
        ) : (
          <div className="max-h-64 space-y-2 overflow-y-auto">
            {brandOptions.map((brand) => (
              <FilterOption
                key={brand}
                label={brand}
                count={counts && facetCount(counts.brands, brand)}
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 text-primary-600 focus:ring-primary-600"
                checked={selectedBrands.includes(brand)}
                onChange={(event) => onChange({ brand: { name: brand, selected: event.target.checked } })}
              />
            ))}
          </div>
        )}
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-900">Price Range</legend>
        <div className="space-y-2">
          {priceOptions.map((range) => (
            <FilterOption
              key={range.label}
              label={range.label}
              count={
                counts &&
                (range.value === undefined
                  ? counts.priceRanges.reduce((sum, facet) => sum + facet.count, 0)
                  : facetCount(counts.priceRanges, range.value))
              }
              type="radio"
              name={`${id}-price`}
              className="h-4 w-4 border-slate-300 text-primary-600 focus:ring-primary-600"
              checked={query.priceRange === range.value}
              onChange={() => onChange({ priceRange: range.value })}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-900">Availability</legend>
        <FilterOption
          label="In Stock Only"
          count={counts?.inStock}
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 text-primary-600 focus:ring-primary-600"
          checked={query.inStock === true}
          disabled={inStockUnavailable}
          onChange={(event) => onChange({ inStock: event.target.checked })}
        />
      </fieldset>
    </div>
  )
}

/**
 * A checkbox or radio with its label and, once the facets are known, its count in a muted span
 * after it. The control is named by the label alone ('HP', not 'HP (12)'); the count describes it.
 */
function FilterOption({ label, count, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; count?: number }) {
  const id = useId()
  return (
    <label
      className={cn('flex items-center gap-2 text-sm', input.disabled ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer text-slate-700')}
    >
      <input {...input} aria-labelledby={`${id}-label`} aria-describedby={count === undefined ? undefined : `${id}-count`} />
      <span id={`${id}-label`}>{label}</span>
      {count !== undefined && (
        <span id={`${id}-count`} className="text-slate-500">
          ({count})
        </span>
      )}
    </label>
  )
}
