import type { OrderItem, Product } from '@printshop/contract'
import type { ToastOptions } from '@/components/ui/use-toast'
import type { ProductLookup } from '../api/look-up-product'

/** One product of an order to buy again: its lines added up. */
export interface ReorderLine {
  productId: string
  productName: string
  quantity: number
}

export interface ReorderPlan {
  /** What goes into the cart. */
  add: Array<{ product: Product; quantity: number }>
  /** What could not go in, or not all of it, and why. */
  problems: Array<{ name: string; reason: string }>
}

/** The order's products, each once, with the quantities of its lines added up, in the order's order. */
export function reorderLines(items: readonly OrderItem[]): ReorderLine[] {
  const lines = new Map<string, ReorderLine>()
  for (const item of items) {
    const line = lines.get(item.productId)
    if (line) line.quantity += item.quantity
    else lines.set(item.productId, { productId: item.productId, productName: item.productName, quantity: item.quantity })
  }
  return [...lines.values()]
}

/**
 * What buying the order again adds: each product still sold and in stock, as many as ordered but no
 * more than are in stock (a product whose stock is not counted, in stock with a quantity of 0, as
 * many as ordered); the others are reported with the reason.
 */
export function planReorder(lines: readonly ReorderLine[], lookups: ReadonlyMap<string, ProductLookup>): ReorderPlan {
  const plan: ReorderPlan = { add: [], problems: [] }
  for (const line of lines) {
    const lookup = lookups.get(line.productId) ?? { kind: 'failed' }
    if (lookup.kind === 'not_found') {
      plan.problems.push({ name: line.productName, reason: 'no longer sold' })
      continue
    }
    if (lookup.kind === 'failed') {
      plan.problems.push({ name: line.productName, reason: 'could not be checked' })
      continue
    }
    const { product } = lookup
    if (!product.inStock) {
      plan.problems.push({ name: line.productName, reason: 'out of stock' })
      continue
    }
    const counted = product.stockQuantity > 0
    const quantity = counted ? Math.min(line.quantity, product.stockQuantity) : line.quantity
    plan.add.push({ product, quantity })
    if (quantity < line.quantity) plan.problems.push({ name: line.productName, reason: `only ${product.stockQuantity} available` })
  }
  return plan
}

/** 'Added 3 items to your cart', and which products could not be added (in full) and why. */
export function reorderToast(plan: ReorderPlan): ToastOptions {
  const added = plan.add.reduce((count, line) => count + line.quantity, 0)
  const problems = plan.problems.map(({ name, reason }) => `${name} (${reason})`).join(', ')
  if (added === 0) {
    return { title: 'Nothing was added to your cart', description: problems ? `Not available: ${problems}.` : undefined, variant: 'destructive' }
  }
  return {
    title: `Added ${added} ${added === 1 ? 'item' : 'items'} to your cart`,
    description: problems ? `Could not add everything: ${problems}.` : undefined,
  }
}
