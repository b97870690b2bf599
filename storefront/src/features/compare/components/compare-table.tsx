import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { X } from 'lucide-react'
import type { Product } from '@printshop/contract'
import { ProductImage } from '@/components/product-image'
import { cn } from '@/lib/cn'
import { productPath } from '@/lib/paths'
import { productImages } from '@/lib/product-image'
import type { CompareRow } from '../utils/compare-rows'

/**
 * The cells the catalogue draws as it does elsewhere: the price with its saving, the stars, and Add
 * to Cart. The page that composes the table passes them in (features do not import each other).
 */
export interface CompareCells {
  price: (product: Product) => ReactNode
  rating: (product: Product) => ReactNode
  addToCart: (product: Product) => ReactNode
}

/**
 * The row headers' column, sticky while the products scroll sideways; each product's column is wide
 * enough for Add to Cart, and narrow enough that a phone shows two of them beside the headers, a
 * tablet three and a laptop four (the table fills wider screens).
 */
const HEADER_COLUMN = 'sticky left-0 z-10 w-[6.5rem] sm:w-36 lg:w-40 xl:w-48'
const PRODUCT_COLUMN = 'w-[8.75rem] sm:w-44 lg:w-48 xl:w-60'
/** The line between the sticky headers and the products (a border would scroll away with the table). */
const HEADER_EDGE = 'shadow-[1px_0_0_#e2e8f0]'
/** The mark of a row that differs while differences are highlighted: an amber bar at its start. */
const DIFFERS_EDGE = 'shadow-[inset_4px_0_0_#f59e0b,1px_0_0_#e2e8f0]'

/** A value a product does not list: a dash to see, 'Not listed' to hear. */
function NotListed() {
  return (
    <>
      <span aria-hidden="true" className="text-slate-400">
        —
      </span>
      <span className="sr-only">Not listed</span>
    </>
  )
}

function Cell({ row, product, value, cells }: { row: CompareRow; product: Product; value: string | null; cells: CompareCells }) {
  switch (row.kind) {
    case 'price':
      return cells.price(product)
    case 'rating':
      return cells.rating(product)
    case 'availability':
      return <span className={cn('font-medium', product.inStock ? 'text-emerald-700' : 'text-red-600')}>{value}</span>
    default:
      return value === null ? <NotListed /> : <span className="break-words text-slate-800">{value}</span>
  }
}

/**
 * The products side by side: a column each (picture, name, Remove), a row each for brand, price,
 * rating, availability and every specification, and Add to Cart. While `highlightDifferences` is on,
 * `rows` holds the differing rows only and each is marked, with a highlight and in words.
 */
export function CompareTable({
  products,
  rows,
  highlightDifferences,
  onRemove,
  cells,
  caption,
}: {
  products: Product[]
  rows: CompareRow[]
  highlightDifferences: boolean
  onRemove: (product: Product) => void
  cells: CompareCells
  caption: string
}) {
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          <td className={cn(HEADER_COLUMN, HEADER_EDGE, 'bg-white')} />
          {products.map((product) => (
            <th key={product.id} scope="col" className={cn(PRODUCT_COLUMN, 'px-2 pb-4 pt-2 align-top font-normal sm:px-4')}>
              <div className="flex flex-col items-center gap-2 text-center">
                <Link to={productPath(product.id)} tabIndex={-1} aria-hidden="true" className="block">
                  <ProductImage
                    src={productImages(product)[0] ?? ''}
                    alt=""
                    className="h-20 w-20 rounded-lg bg-slate-50 object-contain p-1 sm:h-28 sm:w-28"
                  />
                </Link>
                <Link
                  to={productPath(product.id)}
                  className="line-clamp-3 text-sm font-semibold text-slate-900 hover:text-primary-600 focus-visible:underline focus-visible:outline-none"
                >
                  {product.name}
                </Link>
                <button
                  type="button"
                  onClick={() => onRemove(product)}
                  className="inline-flex min-h-8 items-center gap-1 rounded px-2 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                  Remove<span className="sr-only"> {product.name}</span>
                </button>
              </div>
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => {
          const marked = highlightDifferences && row.differs
          return (
            <tr key={row.key} data-differs={marked || undefined} className={cn(marked && 'bg-amber-50')}>
              <th
                scope="row"
                className={cn(
                  HEADER_COLUMN,
                  'px-2 py-3 align-top text-xs font-semibold text-slate-700 sm:px-4 sm:text-sm',
                  marked ? cn(DIFFERS_EDGE, 'bg-amber-50') : cn(HEADER_EDGE, 'bg-white'),
                )}
              >
                <span className="hyphens-auto break-words">{row.label}</span>
                {marked && <span className="sr-only"> (differs)</span>}
              </th>
              {products.map((product, index) => (
                <td key={product.id} className="px-2 py-3 align-top sm:px-4">
                  <Cell row={row} product={product} value={row.values[index] ?? null} cells={cells} />
                </td>
              ))}
            </tr>
          )
        })}
        <tr>
          <th scope="row" className={cn(HEADER_COLUMN, HEADER_EDGE, 'bg-white px-2 py-3 sm:px-4')}>
            <span className="sr-only">Add to cart</span>
          </th>
          {products.map((product) => (
            <td key={product.id} className="px-2 py-3 align-top sm:px-4">
              {cells.addToCart(product)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  )
}
