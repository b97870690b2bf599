import { useId } from 'react'
import { Link } from 'react-router-dom'
import type { Product } from '@printshop/contract'
import { ProductImage } from '@/components/product-image'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import { productPath } from '@/lib/paths'
import { productImages } from '@/lib/product-image'
import { AddToCartButton } from './add-to-cart-button'

/**
 * A small card for a row of suggestions (supplies and accessories): picture, linked name, price and
 * Add to Cart. The card is named by its product, so each of the row's Add to Cart buttons is
 * found in the card of the product it adds.
 */
export function CompactProductCard({ product }: { product: Product }) {
  const nameId = useId()
  const href = productPath(product.id)
  return (
    <article aria-labelledby={nameId} className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-square overflow-hidden rounded-lg bg-slate-50">
        <ProductImage src={productImages(product)[0] ?? ''} alt="" className="h-full w-full object-contain p-2" />
      </Link>
      <h3 id={nameId} className="mt-2 line-clamp-2 text-sm font-medium text-slate-900">
        <Link to={href} className="hover:text-primary-600 focus-visible:outline-none focus-visible:underline">
          {product.name}
        </Link>
      </h3>
      <p className="mt-auto pt-1 text-sm font-bold text-slate-900">{formatPrice(product.price)}</p>
      <AddToCartButton product={product} />
    </article>
  )
}

/**
 * Compact cards in a row that swipes sideways on a phone (a card and a half in view, so it shows
 * there is more) and a grid from sm; `gridClassName` sets the grid's columns for the room it has.
 */
export function CompactProductRow({ products, gridClassName }: { products: Product[]; gridClassName: string }) {
  return (
    <ul
      className={cn(
        '-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0',
        gridClassName,
      )}
    >
      {products.map((product) => (
        <li key={product.id} className="w-40 shrink-0 snap-start sm:w-auto">
          <CompactProductCard product={product} />
        </li>
      ))}
    </ul>
  )
}
