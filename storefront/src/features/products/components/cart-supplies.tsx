import { useId } from 'react'
import { useCartStore } from '@/stores/cart-store'
import { useProductSupplies } from '../api/get-product-supplies'
import { CompactProductRow } from './compact-product-card'

/** Suggestions the cart shows at most: two rows of its widest grid. */
export const CART_SUPPLIES_SHOWN = 8

/**
 * For the cart, under its lines: the supplies and accessories in stock that fit what it holds,
 * with Add to Cart. One added leaves the row at once (the lines show it now); the row stays until
 * the next answer comes. Nothing is shown while they load, when there are none or when they cannot
 * be loaded: the cart is complete without them.
 */
export function CartSupplies({ className }: { className?: string }) {
  const headingId = useId()
  const items = useCartStore((state) => state.items)
  const inCart = new Set(items.map((item) => item.productId))
  const { data } = useProductSupplies([...inCart], { inStock: true })
  const supplies = (data ?? []).filter((product) => !inCart.has(product.id)).slice(0, CART_SUPPLIES_SHOWN)
  if (supplies.length === 0) return null

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
        Supplies and accessories for items in your cart
      </h2>
      <CompactProductRow products={supplies} gridClassName="mt-4 sm:grid-cols-3 xl:grid-cols-4" />
    </section>
  )
}
