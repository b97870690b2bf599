import { startTransition, useEffect, useState, type ReactNode } from 'react'
import type { Product } from '@printshop/contract'
import { cn } from '@/lib/cn'
import { scrollAnchor } from '@/lib/scroll-anchor'
import { ProductCard } from './product-card'

/** Two cards a row from a phone's width on (its cards trimmed to fit), up to four on a wide screen. */
export const PRODUCT_GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4'

/** Cards in the grid's first render: two rows of the widest layout, more than a phone's screen. */
export const FIRST_RENDER_CARDS = 8

/**
 * How many of `total` cards to draw: the first screen's cards at once, the rest right after in a
 * transition, which React renders in small slices between frames, so a phone is not blocked for the
 * whole page of cards before it can paint or answer a tap.
 */
function useCardsToDraw(total: number) {
  const [allDrawn, setAllDrawn] = useState(false)
  useEffect(() => startTransition(() => setAllDrawn(true)), [])
  return allDrawn ? total : Math.min(total, FIRST_RENDER_CARDS)
}

/** Grey stand-in for a card while products load. */
export function ProductCardSkeleton() {
  return (
    <div data-testid="product-card-skeleton" aria-hidden="true" className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="aspect-square bg-slate-200" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-4/5 rounded bg-slate-200" />
        <div className="h-3 w-1/2 rounded bg-slate-200" />
        <div className="h-6 w-1/3 rounded bg-slate-200" />
        <div className="h-10 rounded bg-slate-200" />
      </div>
    </div>
  )
}

export function ProductGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div role="status" aria-label="Loading products" className={cn(PRODUCT_GRID_CLASSES, className)}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  )
}

export function ProductGrid({
  products,
  className,
  renderProduct = (product, { priority }) => <ProductCard product={product} priority={priority} />,
  firstOnScreen = false,
}: {
  products: Product[]
  className?: string
  /**
   * The grid starts at the top of the first screen (the product list): its first card's picture is
   * the page's largest paint on a phone, fetched at once and ahead of the rest (`priority`). A grid
   * further down leaves every picture to load as it comes near.
   */
  firstOnScreen?: boolean
  renderProduct?: (product: Product, options: { priority: boolean }) => ReactNode
}) {
  const drawn = useCardsToDraw(products.length)
  return (
    <ul className={cn(PRODUCT_GRID_CLASSES, className)}>
      {products.slice(0, drawn).map((product, index) => (
        // Cards below the screen are laid out and painted only when scrolled near (a phone lays
        // out a few of 24 at first). Until then they keep the height they last had (at first about
        // a card's at that width, its Compare box included: 430 px in a phone's half-width column,
        // 680 px in a tablet's, 600 px from lg) and no width of their own: the grid's column
        // decides it. Each card is a place Back returns to: the card in view, wherever the list
        // draws it then.
        <li
          key={product.id}
          {...scrollAnchor(product.id)}
          className="[contain-intrinsic-height:auto_430px] [content-visibility:auto] sm:[contain-intrinsic-height:auto_680px] lg:[contain-intrinsic-height:auto_600px]"
        >
          {renderProduct(product, { priority: firstOnScreen && index === 0 })}
        </li>
      ))}
    </ul>
  )
}
