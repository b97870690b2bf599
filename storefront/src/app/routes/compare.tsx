import { ShoppingCart } from 'lucide-react'
import type { Product } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { ComparePage } from '@/features/compare/routes/compare-page'
import type { CompareCells } from '@/features/compare/components/compare-table'
import { isProductNotFound, productQueryOptions } from '@/features/products/api/get-product'
import { StarRating } from '@/features/products/components/star-rating'
import { useAddToCart } from '@/features/products/hooks/use-add-to-cart'
import { productSaving, savingText } from '@/features/products/utils/product-pricing'
import { formatPrice } from '@/lib/format'

/** The price as the product's page shows it: the price, and on sale the original struck through and the saving. */
function PriceCell({ product }: { product: Product }) {
  const saving = productSaving(product)
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="text-base font-bold text-slate-900">{formatPrice(product.price)}</span>
      {saving !== null && product.originalPrice && (
        <>
          <span className="text-xs text-slate-500 line-through">
            <span className="sr-only">Original price </span>
            {formatPrice(product.originalPrice)}
          </span>
          <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-700">{savingText(saving)}</span>
        </>
      )}
    </div>
  )
}

/**
 * Add to Cart as a product card has it ('Adding...' while it adds, 'Out of Stock' disabled); the
 * cart icon from sm, as a phone's narrow column has room for the words only.
 */
function AddToCartCell({ product }: { product: Product }) {
  const { addToCart, adding } = useAddToCart()
  return (
    <Button
      className="w-full whitespace-nowrap px-2 sm:px-4"
      disabled={!product.inStock}
      aria-disabled={adding || undefined}
      onClick={() => {
        if (!adding) void addToCart(product)
      }}
    >
      <ShoppingCart className="hidden h-4 w-4 sm:block" aria-hidden="true" />
      {!product.inStock ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
    </Button>
  )
}

const CELLS: CompareCells = {
  price: (product) => <PriceCell product={product} />,
  rating: (product) => (
    <div className="flex flex-col items-start gap-1">
      <StarRating rating={product.rating} />
      <span className="text-xs text-slate-600">{`(${product.reviewCount} ${product.reviewCount === 1 ? 'review' : 'reviews'})`}</span>
    </div>
  ),
  addToCart: (product) => <AddToCartCell product={product} />,
}

/** /compare: the compare feature's table, with the catalogue's product query, prices, stars and Add to Cart. */
export function CompareRoute() {
  return <ComparePage productQuery={productQueryOptions} isNotFound={isProductNotFound} cells={CELLS} />
}
