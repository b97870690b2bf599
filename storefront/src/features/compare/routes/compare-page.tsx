import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { AlertCircle, ArrowLeft, Scale } from 'lucide-react'
import type { Product } from '@printshop/contract'
import { EmptyState } from '@/components/empty-state'
import { PageSpinner } from '@/components/page-spinner'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { comparePath } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'
import { MAX_COMPARE_ITEMS, useCompareStore } from '@/stores/compare-store'
import { CompareTable, type CompareCells } from '../components/compare-table'
import { compareRows } from '../utils/compare-rows'

/** The ids of `?ids=a,b,c`: trimmed, each once, at most MAX_COMPARE_ITEMS. */
function idsOf(param: string): string[] {
  const ids = param
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  return [...new Set(ids)].slice(0, MAX_COMPARE_ITEMS)
}

const productsText = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`

export interface ComparePageProps<TKey extends QueryKey> {
  /** The catalogue's query of one product (GET /api/products/{id}), the product page's own, so both share its cache. */
  productQuery: (id: string) => UseQueryOptions<Product, Error, Product, TKey>
  /** Whether a query's error says the product does not exist. */
  isNotFound: (error: unknown) => boolean
  cells: CompareCells
}

/**
 * /compare?ids=a,b,c: the products side by side, fetched by id so the address can be shared. Opened
 * without ids, it compares the products chosen with the Compare checkboxes and writes their ids into
 * the address. Ids the shop does not know are left out with a notice.
 */
export function ComparePage<TKey extends QueryKey>({ productQuery, isNotFound, cells }: ComparePageProps<TKey>) {
  useDocumentTitle('Compare Products')
  const location = useLocation()
  const navigate = useNavigate()
  const chosen = useCompareStore((state) => state.items)
  const removeChosen = useCompareStore((state) => state.removeItem)
  const [highlightDifferences, setHighlightDifferences] = useState(false)
  const tableRegion = useRef<HTMLDivElement>(null)
  const highlightHintId = useId()

  const idsParam = new URLSearchParams(location.search).get('ids')
  const ids = idsParam === null ? idsOf(chosen.map((product) => product.id).join(',')) : idsOf(idsParam)
  const idsKey = ids.join(',')

  useEffect(() => {
    if (idsParam === null && idsKey) navigate(comparePath(idsKey.split(',')), { replace: true })
  }, [idsParam, idsKey, navigate])

  const queries = useQueries({ queries: ids.map((id) => productQuery(id)) })
  const products = queries.flatMap((query) => (query.data ? [query.data] : []))
  const missingIds = ids.filter((_, index) => queries[index]?.isError && isNotFound(queries[index].error))
  const failed = queries.filter((query) => query.isError && !isNotFound(query.error))
  const missingKey = missingIds.join(',')

  // A chosen product the shop no longer has leaves the compare bar too.
  useEffect(() => {
    if (missingKey) missingKey.split(',').forEach(removeChosen)
  }, [missingKey, removeChosen])

  function onRemove(product: Product) {
    removeChosen(product.id)
    navigate(comparePath(ids.filter((id) => id !== product.id)), { replace: true })
    toast({ title: 'Removed from comparison', description: `${product.name} has been removed from the comparison.` })
    // The button is gone with its column: focus stays in the table, not at the top of the page.
    tableRegion.current?.focus()
  }

  const missingNotice = missingIds.length > 0 && (
    <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {missingIds.length === 1
        ? 'One product in this comparison is no longer available and has been left out.'
        : `${missingIds.length} products in this comparison are no longer available and have been left out.`}
    </p>
  )

  if (ids.length === 0 || (products.length === 0 && failed.length === 0 && queries.every((query) => !query.isPending))) {
    return (
      <>
        {missingNotice && <div className="container pt-8">{missingNotice}</div>}
        <EmptyState
          Icon={Scale}
          title="No products to compare"
          description={`Tick Compare on up to ${MAX_COMPARE_ITEMS} products to see them side by side.`}
          action={{ to: '/products', label: 'Browse Products' }}
        />
      </>
    )
  }

  const loading = queries.some((query) => query.isPending)
  const allRows = compareRows(products)
  const rows = highlightDifferences ? allRows.filter((row) => row.differs) : allRows
  const canHighlight = products.length > 1

  return (
    <div className="container py-8 lg:py-10">
      <Link to="/products" className="inline-flex items-center gap-2 text-sm font-medium text-primary-600 hover:text-primary-700">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Continue Shopping
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Compare Products</h1>
          {!loading && <p className="mt-1 text-slate-600">{`${productsText(products.length)} side by side`}</p>}
        </div>
        {!loading && canHighlight && (
          <div>
            <label className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                checked={highlightDifferences}
                onChange={(event) => setHighlightDifferences(event.target.checked)}
                aria-describedby={highlightHintId}
                className="h-4 w-4 cursor-pointer rounded border-slate-300 accent-primary-600"
              />
              Highlight differences
            </label>
            <p id={highlightHintId} className="text-xs text-slate-500">
              Shows only the rows where the products differ.
            </p>
          </div>
        )}
      </div>

      <div className="mt-6 space-y-3">
        {missingNotice}
        {failed.length > 0 && (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <AlertCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span className="flex-1">{`${productsText(failed.length)} could not be loaded.`}</span>
            <Button size="sm" variant="outline" onClick={() => failed.forEach((query) => void query.refetch())}>
              Try Again
            </Button>
          </div>
        )}
        {highlightDifferences && rows.length === 0 && (
          <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
            These products are the same in every row.
          </p>
        )}
      </div>

      {loading ? (
        <PageSpinner label="Loading products..." />
      ) : (
        products.length > 0 && (
          <>
            {products.length > 2 && (
              <p className="mt-4 text-xs text-slate-500 md:hidden">{`Swipe the table sideways to see all ${products.length} products.`}</p>
            )}
            {/* The table scrolls sideways on a narrow screen: its frame takes the keyboard's focus to scroll it.
                It is positioned, so the table's visually hidden texts are clipped by it too, not by the page. */}
            <div
              ref={tableRegion}
              role="region"
              aria-label="Comparison table"
              tabIndex={0}
              className="relative -mx-4 mt-4 overflow-x-auto border-y border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary-600 sm:mx-0 sm:rounded-xl sm:border"
            >
              <CompareTable
                products={products}
                rows={rows}
                highlightDifferences={highlightDifferences}
                onRemove={onRemove}
                cells={cells}
                caption={`Comparison of ${productsText(products.length)}${highlightDifferences ? ', differences only' : ''}`}
              />
            </div>
          </>
        )
      )}
    </div>
  )
}
