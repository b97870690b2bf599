import { ShoppingCart } from 'lucide-react'
import type { Product } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { useAddToCart } from '../hooks/use-add-to-cart'

/** The full-width Add to Cart button of a product card: 'Adding...' (busy) while it adds, disabled when out of stock. */
export function AddToCartButton({ product }: { product: Product }) {
  const { addToCart, adding } = useAddToCart()
  return (
    // Narrow padding in a phone's half-width card, so the words stay on one line.
    // Busy as aria-disabled, so keyboard focus stays on the button while it adds.
    <Button
      className="mt-3 w-full whitespace-nowrap px-2 sm:px-4"
      disabled={!product.inStock}
      aria-disabled={adding || undefined}
      onClick={() => {
        if (!adding) void addToCart(product)
      }}
    >
      <ShoppingCart className="h-4 w-4" aria-hidden="true" />
      {!product.inStock ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
    </Button>
  )
}
