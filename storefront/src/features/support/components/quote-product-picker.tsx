import { MAX_CART_LINE_QUANTITY } from '@printshop/contract'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { LoaderCircle, Plus, Search, Trash2 } from 'lucide-react'
import { MAX_QUOTE_LINES, MIN_SUGGESTION_LENGTH, quoteRequestBodySchema, type Product } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { formatPrice } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useProductSearch } from '../api/search-products'

/** A product picked for the quote, with the quantity as typed. */
export interface PickedLine {
  productId: string
  name: string
  /** Its list price of one, as the catalogue answered it. */
  price: string
  quantity: string
}

/** The search is asked once typing has paused this long. */
export const PRODUCT_SEARCH_DELAY_MS = 300

/**
 * The picked lines as POST /api/quotes takes them, or each line's problem by product (the
 * contract's words: a whole number of at least 1, at most 999).
 */
export function checkPickedLines(lines: PickedLine[]): { items: Array<{ productId: string; quantity: number }> } | { problems: Record<string, string> } {
  const items = lines.map((line) => ({ productId: line.productId, quantity: /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity) : Number.NaN }))
  const parsed = quoteRequestBodySchema.shape.items.safeParse(items)
  if (parsed.success) return { items: parsed.data }
  const problems: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const index = issue.path[0]
    const line = typeof index === 'number' ? lines[index] : undefined
    if (line && !(line.productId in problems)) problems[line.productId] = issue.message
  }
  return { problems }
}

/**
 * The products of a signed-in customer's quote on /business: a search of the catalogue whose
 * matches are added with a button, and the picked lines with their quantities, each removable.
 * Enter in the search field searches; it never sends the form around it.
 */
export function QuoteProductPicker({
  idPrefix,
  lines,
  onChange,
  problems,
}: {
  idPrefix: string
  lines: PickedLine[]
  onChange: (lines: PickedLine[]) => void
  /** Each line's problem, by product. */
  problems: Record<string, string>
}) {
  const [term, setTerm] = useState('')
  const searched = useDebouncedValue(term, PRODUCT_SEARCH_DELAY_MS).trim()
  const search = useProductSearch(searched)
  const searchRef = useRef<HTMLInputElement>(null)
  // Focus follows an added product to its quantity once it shows, and a removed one back to the search.
  const focusLine = useRef<string | null>(null)
  const atLimit = lines.length >= MAX_QUOTE_LINES
  const matches = searched.length >= MIN_SUGGESTION_LENGTH ? (search.data ?? []) : []
  const searching = searched.length >= MIN_SUGGESTION_LENGTH && search.isFetching
  const quantityId = (productId: string) => `${idPrefix}-quantity-${productId}`

  useEffect(() => {
    if (focusLine.current === null) return
    document.getElementById(`${idPrefix}-quantity-${focusLine.current}`)?.focus()
    focusLine.current = null
  }, [idPrefix, lines])

  function add(product: Product) {
    if (atLimit || lines.some((line) => line.productId === product.id)) return
    onChange([...lines, { productId: product.id, name: product.name, price: product.price, quantity: '1' }])
    focusLine.current = product.id
  }

  function remove(productId: string) {
    onChange(lines.filter((line) => line.productId !== productId))
    searchRef.current?.focus()
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') event.preventDefault()
  }

  let status = ''
  if (searched.length >= MIN_SUGGESTION_LENGTH && search.isSuccess && !searching) {
    status = matches.length === 0 ? `No products match "${searched}".` : `${matches.length} ${matches.length === 1 ? 'product' : 'products'} found.`
  } else if (search.isError) {
    status = 'The search did not work just now. Please try again.'
  }

  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">Products (optional)</legend>
      <p id={`${idPrefix}-products-hint`} className="text-sm text-slate-500">
        Add the products and quantities you need: we price them in your account, where you can accept the quote and check out.
        Without products, we reply by e-mail.
      </p>

      <label htmlFor={`${idPrefix}-product-search`} className="mt-4 block text-sm font-medium text-slate-700">
        Search products
      </label>
      <div className="relative mt-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <Input
          ref={searchRef}
          id={`${idPrefix}-product-search`}
          type="search"
          autoComplete="off"
          placeholder="Name, brand or model"
          className="pl-9"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onSearchKeyDown}
        />
        {searching && <LoaderCircle className="absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 animate-spin text-slate-400" aria-hidden="true" />}
      </div>
      <p role="status" className="mt-2 text-sm text-slate-500">
        {status}
      </p>
      {matches.length > 0 && (
        <ul aria-label="Matching products" className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
          {matches.map((product) => {
            const picked = lines.some((line) => line.productId === product.id)
            return (
              <li key={product.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 break-words">
                  <span className="block font-medium text-slate-900">{product.name}</span>
                  <span className="text-slate-500">{`${formatPrice(product.price)} each`}</span>
                </span>
                <Button variant="outline" size="sm" disabled={picked || atLimit} onClick={() => add(product)} aria-label={picked ? `${product.name} added` : `Add ${product.name}`}>
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  {picked ? 'Added' : 'Add'}
                </Button>
              </li>
            )
          })}
        </ul>
      )}

      {lines.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">Products to quote</h3>
          <ul aria-label="Products to quote" className="mt-2 space-y-2">
            {lines.map((line) => {
              const problem = problems[line.productId]
              const problemId = `${quantityId(line.productId)}-error`
              return (
                <li key={line.productId} className="rounded-md border border-slate-200 px-3 py-2 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <span className="min-w-0 flex-1 break-words">
                      <span className="block font-medium text-slate-900">{line.name}</span>
                      <span className="text-slate-500">{`List price ${formatPrice(line.price)} each`}</span>
                    </span>
                    <span className="flex items-center gap-2">
                      <label htmlFor={quantityId(line.productId)} className="sr-only">
                        {`Quantity of ${line.name}`}
                      </label>
                      <span aria-hidden="true" className="text-slate-600">
                        Qty
                      </span>
                      <Input
                        id={quantityId(line.productId)}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={MAX_CART_LINE_QUANTITY}
                        step={1}
                        className="h-9 w-24"
                        value={line.quantity}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? problemId : undefined}
                        onChange={(event) =>
                          onChange(lines.map((candidate) => (candidate.productId === line.productId ? { ...candidate, quantity: event.target.value } : candidate)))
                        }
                      />
                      <Button variant="ghost" size="icon" className="h-9 w-9" aria-label={`Remove ${line.name}`} onClick={() => remove(line.productId)}>
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    </span>
                  </div>
                  {problem && (
                    <p id={problemId} role="alert" className="mt-1 text-sm text-red-600">
                      {problem}
                    </p>
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </fieldset>
  )
}
