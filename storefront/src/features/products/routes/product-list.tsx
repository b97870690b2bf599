import { useId, useLayoutEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { AlertCircle, LoaderCircle, SlidersHorizontal } from 'lucide-react'
import { DEFAULT_SORT, SORTS, SORT_LABELS, type Sort } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useProductPages } from '../api/get-products'
import { ProductFilters, type FilterChanges } from '../components/product-filters'
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid'
import { canMatchProducts, clearedListParams, listTitle, productCountText, readListQuery } from '../utils/list-params'

const LIST_SKELETON_COUNT = 8

/** /products: the catalogue filtered, sorted and paged on the server; its state lives in the URL. */
export function ProductListPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const query = readListQuery(searchParams)
  const title = listTitle(query)
  useDocumentTitle(title)
  const sortId = useId()
  const [filtersOpen, setFiltersOpen] = useState(false)

  // A query that cannot match (an unknown category, a search of punctuation only) finds nothing
  // without asking the server.
  const matchable = canMatchProducts(query)
  const pages = useProductPages(query, { enabled: matchable })
  const { data, isError, isPlaceholderData, hasNextPage, fetchNextPage, isFetchingNextPage } = pages
  const isPending = matchable && pages.isPending
  const products = (matchable && data?.pages.flatMap((page) => page.products)) || []
  const firstPage = matchable ? data?.pages[0] : undefined
  const count = firstPage?.count ?? 0

  // The router draws a navigation in a transition: the address changes first, and the parameters
  // this render drew are old until the next one. A second change made before it (a sort, then a
  // price band at once) is built on the parameters the first one asked for, so it does not undo it.
  const latestParams = useRef(searchParams)
  useLayoutEffect(() => {
    latestParams.current = searchParams
  }, [searchParams])
  function updateParams(
    changes: Record<string, string | undefined> | ((current: URLSearchParams) => Record<string, string | undefined>),
  ) {
    const next = new URLSearchParams(latestParams.current)
    for (const [key, value] of Object.entries(typeof changes === 'function' ? changes(latestParams.current) : changes)) {
      if (value === undefined || value === '') next.delete(key)
      else next.set(key, value)
    }
    latestParams.current = next
    setSearchParams(next, { replace: true })
  }

  function changeFilters(changes: FilterChanges) {
    updateParams((current) => {
      const params: Record<string, string | undefined> = {}
      if (changes.brand) {
        const { name, selected } = changes.brand
        const others = (readListQuery(current).brands ?? []).filter((brand) => brand !== name)
        params.brands = (selected ? [...others, name] : others).join(',')
      }
      if ('priceRange' in changes) params.priceRange = changes.priceRange
      if ('inStock' in changes) params.inStock = changes.inStock ? 'true' : undefined
      return params
    })
  }

  function clearFilters() {
    updateParams({ brands: undefined, priceRange: undefined, inStock: undefined })
  }

  function changeSort(sort: Sort) {
    updateParams({ sort: sort === DEFAULT_SORT ? undefined : sort })
  }

  // Choosing a category is a step to another list (Back returns here): a link that keeps the search and the other filters.
  function categoryHref(category: string) {
    const next = new URLSearchParams(searchParams)
    next.set('category', category)
    return `?${next.toString()}`
  }

  const didYouMean = firstPage?.didYouMean?.trim()

  return (
    <div className="container py-8 lg:py-10">
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-slate-600" aria-live="polite">
            {firstPage || !matchable ? productCountText(count) : '\u00a0'}
          </p>
          {didYouMean && (
            <p className="mt-1 text-slate-600">
              Did you mean{' '}
              <Link to={`/products?search=${encodeURIComponent(didYouMean)}`} className="font-medium text-primary-600 hover:text-primary-700">
                {didYouMean}
              </Link>
              ?
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            className="lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="product-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            Filters
          </Button>
          <label htmlFor={sortId} className="text-sm font-medium text-slate-700">
            Sort by
          </label>
          <select
            id={sortId}
            value={query.sort ?? DEFAULT_SORT}
            onChange={(event) => changeSort(event.target.value as Sort)}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800 focus:outline-none focus:ring-2 focus:ring-primary-600"
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside id="product-filters" aria-label="Product filters" className={cn(filtersOpen ? 'block' : 'hidden', 'lg:block')}>
          <ProductFilters
            query={query}
            brands={firstPage?.brands ?? []}
            facets={firstPage?.facets}
            categoryHref={categoryHref}
            onChange={changeFilters}
            onClear={clearFilters}
          />
        </aside>

        <section aria-labelledby="product-results-heading" aria-busy={isPending || isPlaceholderData}>
          <h2 id="product-results-heading" className="sr-only">
            Products
          </h2>
          {isPending ? (
            <ProductGridSkeleton count={LIST_SKELETON_COUNT} className="xl:grid-cols-3" />
          ) : isError ? (
            <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
              <AlertCircle className="h-8 w-8 text-red-600" aria-hidden="true" />
              <p className="mt-3 font-medium text-red-700">Failed to load products. Please try again.</p>
            </div>
          ) : products.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
              <p className="text-lg text-slate-600">No products found matching your criteria.</p>
              <Button variant="outline" className="mt-4" onClick={() => updateParams(clearedListParams(query))}>
                Clear Filters
              </Button>
            </div>
          ) : (
            <>
              <ProductGrid
                firstOnScreen
                products={products}
                className={cn('xl:grid-cols-3', isPlaceholderData && 'opacity-60 transition-opacity')}
              />
              {hasNextPage && (
                <div className="mt-10 flex justify-center">
                  <Button variant="outline" size="lg" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                    {isFetchingNextPage && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
                    {isFetchingNextPage ? 'Loading...' : 'Load More'}
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  )
}
