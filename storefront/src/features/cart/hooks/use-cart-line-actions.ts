import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import { quantityAdjustedToast } from '@/lib/stock'
import { useCartStore, type CartItem } from '@/stores/cart-store'

/**
 * How long a line counts as updating after a quantity change. Its minus button is disabled meanwhile
 * so an accidental double click takes off one unit, not two.
 */
export const LINE_UPDATE_SETTLE_MS = 250

/** Quantity changes and removal of cart lines, with the spec's toasts. */
export function useCartLineActions() {
  const updateQuantity = useCartStore((state) => state.updateQuantity)
  const removeItem = useCartStore((state) => state.removeItem)
  const [updatingId, setUpdatingId] = useState<number | null>(null)
  const settleTimer = useRef<ReturnType<typeof setTimeout>>()

  useEffect(() => () => clearTimeout(settleTimer.current), [])

  const changeQuantity = useCallback(
    (item: CartItem, quantity: number) => {
      clearTimeout(settleTimer.current)
      setUpdatingId(item.id)
      try {
        // Writing the cart can throw when browser storage is full or unavailable.
        const line = updateQuantity(item.id, quantity)
        // A line holds no more than the stock kept with it: a change cut down to it says so.
        const stock = item.product.stockQuantity
        toast(
          line.capped && stock !== undefined
            ? quantityAdjustedToast(item.product.name, stock, line.quantity)
            : { title: 'Cart updated', description: 'Item quantity has been updated.' },
        )
      } catch {
        toast({ title: 'Error', description: 'Failed to update item quantity.', variant: 'destructive' })
      }
      settleTimer.current = setTimeout(() => setUpdatingId(null), LINE_UPDATE_SETTLE_MS)
    },
    [updateQuantity],
  )

  const removeLine = useCallback(
    (item: CartItem) => {
      try {
        removeItem(item.id)
        toast({ title: 'Item removed', description: 'Item has been removed from your cart.' })
      } catch {
        toast({ title: 'Error', description: 'Failed to remove item from cart.', variant: 'destructive' })
      }
    },
    [removeItem],
  )

  return { changeQuantity, removeLine, updatingId }
}
