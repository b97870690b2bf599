import { useEffect, useId } from 'react'
import { Link } from 'react-router-dom'
import { ProductImage } from '@/components/product-image'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import { productPath } from '@/lib/paths'
import { productImages } from '@/lib/product-image'
import {
  recentlyViewedToShow,
  useRecentlyViewedStore,
  type RecentlyViewedProduct,
} from '@/stores/recently-viewed-store'

/**
 * 'Recently Viewed': compact cards of the products the shopper opened last, most recent first, in a
 * row that swipes sideways on a phone and a grid from sm. On a product's page (`current`) that
 * product is recorded as viewed and left out of the row. Nothing is drawn with nothing to show.
 */
export function RecentlyViewed({ current, className }: { current?: RecentlyViewedProduct; className?: string }) {
  const items = useRecentlyViewedStore((state) => state.items)
  const recordView = useRecentlyViewedStore((state) => state.recordView)
  const headingId = useId()

  useEffect(() => {
    if (current) recordView(current)
  }, [current, recordView])

  const shown = recentlyViewedToShow(items, current?.id)
  if (shown.length === 0) return null

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        Recently Viewed
      </h2>
      <ul className="-mx-4 mt-6 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-8">
        {shown.map((product) => (
          <li key={product.id} className="w-36 shrink-0 snap-start sm:w-auto">
            <RecentlyViewedCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A viewed product as it was when viewed: picture, name and price, linking to its page. */
function RecentlyViewedCard({ product }: { product: RecentlyViewedProduct }) {
  return (
    <Link
      to={productPath(product.id)}
      className={cn(
        'group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-2 shadow-sm transition-shadow hover:shadow-md',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600',
      )}
    >
      <span className="block aspect-square overflow-hidden rounded-lg bg-slate-50">
        <ProductImage src={productImages(product)[0] ?? ''} alt="" className="h-full w-full object-contain p-2" />
      </span>
      <span className="mt-2 line-clamp-2 text-sm font-medium text-slate-900 group-hover:text-primary-600">{product.name}</span>
      <span className="mt-auto pt-1 text-sm font-bold text-slate-900">{formatPrice(product.price)}</span>
    </Link>
  )
}
