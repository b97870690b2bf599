import { useCallback, useEffect, useRef, useState } from 'react'
import type { Product } from '@printshop/contract'
import { toast } from '@/components/ui/use-toast'
import { quantityAdjustedToast } from '@/lib/stock'
import { cartProductOf, useCartStore } from '@/stores/cart-store'

/** How long the button reads 'Adding...', so a click is acknowledged and cannot be doubled. */
export const ADD_TO_CART_FEEDBACK_MS = 300

/** Adds products to the cart, no more than in stock, with the 'Adding...' state and the spec's toasts. */
export function useAddToCart() {
  const addItem = useCartStore((state) => state.addItem)
  const [adding, setAdding] = useState(false)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const addToCart = useCallback(
    async (product: Product, quantity = 1) => {
      if (!product.inStock) return
      setAdding(true)
      try {
        await new Promise((resolve) => setTimeout(resolve, ADD_TO_CART_FEEDBACK_MS))
        const { name, stockQuantity } = product
        const line = addItem(cartProductOf(product), quantity)
        // The cart holds no more than the stock: an add cut down to it says so.
        toast(
          line.capped
            ? quantityAdjustedToast(name, stockQuantity, line.quantity)
            : { title: 'Added to cart', description: `${name} has been added to your cart.` },
        )
      } catch {
        toast({ title: 'Error', description: 'Failed to add item to cart. Please try again.', variant: 'destructive' })
      } finally {
        if (mounted.current) setAdding(false)
      }
    },
    [addItem],
  )

  return { addToCart, adding }
}
