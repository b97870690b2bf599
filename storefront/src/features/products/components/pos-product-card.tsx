import { Link } from 'react-router-dom'
import { ShoppingCart } from 'lucide-react'
import type { Product } from '@printshop/contract'
import { CompareToggle } from '@/components/compare-toggle'
import { ProductImage } from '@/components/product-image'
import { Button, buttonStyles } from '@/components/ui/button'
import { formatPrice } from '@/lib/format'
import { productPath } from '@/lib/paths'
import { productImages } from '@/lib/product-image'
import { productSaving, savingText } from '../utils/product-pricing'
import { StarRating } from './star-rating'
import { useAddToCart } from '../hooks/use-add-to-cart'

/** A POS system with View Details, Add to Cart and Compare; a missing picture shows the brand and 'POS'. */
export function PosProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const { addToCart, adding } = useAddToCart()
  const saving = productSaving(product)
  const fallback = (
    <div
      role="img"
      aria-label={`${product.brand || product.name} POS`}
      className="flex h-full w-full flex-col items-center justify-center bg-gradient-to-br from-slate-800 to-slate-600 text-white"
    >
      <span aria-hidden="true" className="text-lg font-semibold">{product.brand || product.name}</span>
      <span aria-hidden="true" className="mt-1 text-3xl font-bold tracking-widest">POS</span>
    </div>
  )
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-[4/3] bg-slate-50">
        <ProductImage src={productImages(product)[0] ?? ''} alt={product.name} fallback={fallback} priority={priority} className="h-full w-full object-contain p-4" />
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        {product.brand && <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{product.brand}</p>}
        <h3 className="mt-1 font-semibold text-slate-900">{product.name}</h3>
        <div className="mt-2 flex items-center gap-2">
          <StarRating rating={product.rating} />
          <span className="text-sm text-slate-500">({product.reviewCount})</span>
        </div>
        {product.description && <p className="mt-3 line-clamp-3 text-sm text-slate-600">{product.description}</p>}
        <div className="mt-auto pt-4">
          <div className="flex flex-wrap items-baseline gap-2">
            <span className="text-xl font-bold text-slate-900">{formatPrice(product.price)}</span>
            {saving !== null && product.originalPrice && (
              <>
                <span className="text-sm text-slate-500 line-through">{formatPrice(product.originalPrice)}</span>
                <span className="text-xs font-semibold text-red-700">{savingText(saving)}</span>
              </>
            )}
          </div>
          {/* Side by side while both fit on one line each, stacked in a narrower card. */}
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to={productPath(product.id)} className={buttonStyles({ variant: 'outline', className: 'flex-1 whitespace-nowrap' })}>
              View Details
            </Link>
            <Button
              className="flex-1 whitespace-nowrap"
              disabled={!product.inStock}
              aria-disabled={adding || undefined}
              onClick={() => {
                if (!adding) void addToCart(product)
              }}
            >
              <ShoppingCart className="h-4 w-4" aria-hidden="true" />
              {!product.inStock ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
            </Button>
          </div>
          <CompareToggle product={product} className="mt-2" />
        </div>
      </div>
    </article>
  )
}
