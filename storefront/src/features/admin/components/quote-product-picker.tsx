import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import type { AdminProduct } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { formatPrice } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { adminProductsQueryOptions } from '../api/get-admin-products'
import { Badge } from './admin-table'

const SEARCH_DELAY_MS = 300
/** Products a search offers at once: enough to pick from, short enough to scan. */
const PICKER_SIZE = 8

/**
 * Add a product to a quote: searches the staff product list (GET /api/admin/products?search=) as
 * staff type, and offers each product found with its list price. A product already in the quote, or
 * a draft (never sold), cannot be added.
 */
export function QuoteProductPicker({ chosen, onPick }: { chosen: ReadonlySet<string>; onPick: (product: AdminProduct) => void }) {
  const [search, setSearch] = useState('')
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)
  const { data, isPending, isError } = useQuery({
    ...adminProductsQueryOptions({ search: term, limit: PICKER_SIZE, offset: 0 }),
    enabled: term.length > 0,
  })
  const id = 'quote-product-search'

  // The search starts afresh after a pick; the dialog moves focus to the new line's price.
  function pick(product: AdminProduct) {
    setSearch('')
    onPick(product)
  }

  let results
  if (!term) results = null
  else if (isPending) results = <p className="text-sm text-slate-500">Searching...</p>
  else if (isError || !data) results = <p className="text-sm text-red-600">Failed to search the products. Please try again.</p>
  else if (data.products.length === 0) results = <p className="text-sm text-slate-500">No products match &quot;{term}&quot;.</p>
  else
    results = (
      <ul aria-label="Products found" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {data.products.map((product) => {
          const added = chosen.has(product.id)
          return (
            <li key={product.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="break-words font-medium text-slate-900">{product.name}</p>
                <p className="text-xs text-slate-500">
                  <span className="font-mono">{product.id}</span>
                  {' · '}
                  {formatPrice(product.price)}
                  {' · '}
                  {product.inStock ? `${product.stockQuantity} in stock` : 'Out of stock'}
                </p>
              </div>
              {!product.published ? (
                <Badge tone="slate">Draft</Badge>
              ) : (
                <Button type="button" variant="outline" size="sm" disabled={added} onClick={() => pick(product)} aria-label={added ? `${product.name} is in the quote` : `Add ${product.name}`}>
                  {!added && <Plus className="h-4 w-4" aria-hidden="true" />}
                  {added ? 'Added' : 'Add'}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    )

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Add a product
      </label>
      <Input
        id={id}
        type="search"
        value={search}
        placeholder="Search products..."
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
        // Enter searches as typing does; it must not send the quote.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      <div aria-live="polite">{results}</div>
    </div>
  )
}
