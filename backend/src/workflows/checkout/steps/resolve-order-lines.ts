import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { itemSubtotal } from "@printshop/contract"
import { toAmount } from "../../../lib/orders/order-view"
import { CheckoutRefusal } from "./checkout-refusal"

export type OrderLine = {
  productId: string
  name: string
  quantity: number
  variantId: string
  /** Inventory items with the units each product unit needs; empty when stock is not tracked. */
  inventory: Array<{ itemId: string; required: number }>
  markedOutOfStock: boolean
  /**
   * The line's unit price when the variant's US dollar prices have no rules and no price list (a
   * price of one, and quantity prices): the one Medusa's pricing gives a cart line of this
   * quantity; null when it has others, so only Medusa can price it.
   */
  listPrice: number | null
  /** The price a quote being accepted sets for the line (Medusa's custom unit price); absent otherwise. */
  quotedPrice?: number
}

/** A line as the checkout's Medusa cart takes it: a quote's price as the line's own unit price. */
export const cartItemOf = (line: OrderLine) => ({
  variant_id: line.variantId,
  quantity: line.quantity,
  ...(line.quotedPrice === undefined ? {} : { unit_price: line.quotedPrice }),
})

export type PriceRow = {
  amount: unknown
  currency_code: string
  rules_count?: number | null
  price_list_id?: string | null
  min_quantity?: unknown
  max_quantity?: unknown
}

type ProductRow = {
  id: string
  title: string
  status: string
  variants?: Array<{
    id: string
    created_at: string | Date
    manage_inventory?: boolean | null
    inventory_items?: Array<{ inventory_item_id: string; required_quantity?: number | null }> | null
    prices?: PriceRow[] | null
  }> | null
  product_details?: { marked_out_of_stock?: boolean | null } | null
}

/**
 * The lines' item subtotal at their catalogue prices: what a promo code is checked and priced
 * against (a line without a plain price counts 0; the shop's products all have one).
 */
export const linesSubtotal = (lines: readonly OrderLine[]): number =>
  itemSubtotal(lines.map((line) => ({ price: line.listPrice ?? 0, quantity: line.quantity })))

const bound = (value: unknown): number | null => (value === null || value === undefined || value === "" ? null : Number(value))

/**
 * The unit price a cart line of `quantity` units gets when the variant's dollar prices are plain
 * (no rules, no price list): of those whose quantity band holds it, the lowest, as Medusa's
 * pricing chooses. Null when any has rules or a price list (only Medusa can price it) or none applies.
 */
export function plainDollarPrice(prices: PriceRow[] | null | undefined, quantity = 1): number | null {
  const dollars = (prices ?? []).filter((price) => price.currency_code?.toLowerCase() === "usd")
  if (!dollars.length || dollars.some((price) => price.rules_count || price.price_list_id)) return null
  const applying = dollars.filter((price) => {
    const min = bound(price.min_quantity)
    const max = bound(price.max_quantity)
    return (min === null || min <= quantity) && (max === null || max >= quantity)
  })
  return applying.length ? Math.min(...applying.map((price) => toAmount(price.amount))) : null
}

/**
 * The requested products with their variant and inventory, in request order, duplicates merged.
 * An unknown or unpublished product refuses the checkout.
 */
export const resolveOrderLinesStep = createStep(
  "resolve-order-lines",
  async (items: Array<{ productId: string; quantity: number }>, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "product",
      fields: [
        "id",
        "title",
        "status",
        "variants.id",
        "variants.created_at",
        "variants.manage_inventory",
        "variants.inventory_items.inventory_item_id",
        "variants.inventory_items.required_quantity",
        "variants.prices.amount",
        "variants.prices.currency_code",
        "variants.prices.rules_count",
        "variants.prices.price_list_id",
        "variants.prices.min_quantity",
        "variants.prices.max_quantity",
        "product_details.marked_out_of_stock",
      ],
      filters: { id: [...new Set(items.map((item) => item.productId))] },
    })
    const byId = new Map((data as unknown as ProductRow[]).map((product) => [product.id, product]))
    const lines = new Map<string, OrderLine>()
    const pricesOf = new Map<string, PriceRow[] | null | undefined>()
    for (const [index, item] of items.entries()) {
      const product = byId.get(item.productId)
      // The shop sells one variant per product: the first one (by creation) speaks for it.
      const variant = [...(product?.variants ?? [])].sort(
        (a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime()
      )[0]
      if (!product || product.status !== "published" || !variant) {
        throw new CheckoutRefusal({ code: "unknown_product", productId: item.productId, index })
      }
      const existing = lines.get(product.id)
      if (existing) {
        existing.quantity += item.quantity
        continue
      }
      lines.set(product.id, {
        productId: product.id,
        name: product.title,
        quantity: item.quantity,
        variantId: variant.id,
        inventory:
          variant.manage_inventory === false
            ? []
            : (variant.inventory_items ?? []).map((link) => ({
                itemId: link.inventory_item_id,
                required: Number(link.required_quantity ?? 1) || 1,
              })),
        markedOutOfStock: Boolean(product.product_details?.marked_out_of_stock),
        listPrice: null,
      })
      pricesOf.set(product.id, variant.prices)
    }
    // Priced once the lines are merged: a quantity price follows the line's whole quantity.
    for (const line of lines.values()) line.listPrice = plainDollarPrice(pricesOf.get(line.productId), line.quantity)
    return new StepResponse([...lines.values()])
  }
)
