import { Link } from 'react-router-dom'
import type { Product } from '@printshop/contract'
import { StarRating } from './star-rating'

/** Brand, linked name and star rating of a product in a grid card (product cards, wishlist). */
export function ProductTitleBlock({
  product,
  href,
  headingLevel = 3,
}: {
  product: Pick<Product, 'brand' | 'name' | 'rating' | 'reviewCount'>
  href: string
  /** h3 inside sections of a page, h2 where the cards sit right under the page's h1. */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      {product.brand && <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{product.brand}</p>}
      <Heading className="mt-1 line-clamp-2 font-semibold text-slate-900">
        <Link to={href} className="hover:text-primary-600 focus-visible:outline-none focus-visible:underline">
          {product.name}
        </Link>
      </Heading>
      <div className="mt-2 flex items-center gap-2">
        <StarRating rating={product.rating} />
        <span className="text-sm text-slate-500">({product.reviewCount})</span>
      </div>
    </>
  )
}
