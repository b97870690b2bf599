import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { RotateCcw } from 'lucide-react'
import type { Order } from '@printshop/contract'
import { Button, type ButtonVariant } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { cartProductOf, useCartStore } from '@/stores/cart-store'
import { lookUpProduct } from '../api/look-up-product'
import { planReorder, reorderLines, reorderToast } from '../utils/buy-again'

/**
 * 'Buy again': looks each product of the order up as the shop sells it now, puts those in stock in
 * the cart at today's price (no more than in stock), says what could not be added, and opens the
 * cart when anything was.
 */
export function BuyAgainButton({ order, variant = 'outline' }: { order: Pick<Order, 'items'>; variant?: ButtonVariant }) {
  const navigate = useNavigate()
  const addItem = useCartStore((state) => state.addItem)
  const [busy, setBusy] = useState(false)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  async function buyAgain() {
    setBusy(true)
    try {
      const lines = reorderLines(order.items)
      const lookups = new Map(await Promise.all(lines.map(async (line) => [line.productId, await lookUpProduct(line.productId)] as const)))
      const plan = planReorder(lines, lookups)
      for (const { product, quantity } of plan.add) {
        // The line keeps the stock too, so it never holds more than that.
        addItem(cartProductOf(product), quantity)
      }
      toast(reorderToast(plan))
      if (plan.add.length > 0) navigate('/cart')
    } catch {
      // Writing the cart can throw when browser storage is full or unavailable.
      toast({ title: 'Error', description: 'Failed to add the items to your cart. Please try again.', variant: 'destructive' })
    } finally {
      if (mounted.current) setBusy(false)
    }
  }

  return (
    <Button variant={variant} size="sm" onClick={() => void buyAgain()} disabled={busy}>
      <RotateCcw className="h-4 w-4" aria-hidden="true" />
      {busy ? 'Adding...' : 'Buy again'}
    </Button>
  )
}
