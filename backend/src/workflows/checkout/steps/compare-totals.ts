import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { toAmount } from "../../../lib/orders/order-view"
import { CheckoutRefusal } from "./checkout-refusal"
import type { OrderLine } from "./resolve-order-lines"

/**
 * The client's total (in cents) is only compared, never used as a price: when it differs from
 * the total Medusa computed for the cart (prices, shipping, tax), the checkout is refused with
 * the server's figures, and the cart is undone.
 */
export const compareTotalsStep = createStep(
  "compare-totals",
  async (input: { cartId: string; clientTotalCents: number; lines: OrderLine[] }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: ["id", "item_subtotal", "shipping_total", "tax_total", "total", "items.variant_id", "items.unit_price"],
      filters: { id: input.cartId },
    })
    const cart = data[0] as unknown as {
      item_subtotal: unknown
      shipping_total: unknown
      tax_total: unknown
      total: unknown
      items: Array<{ variant_id: string; unit_price: unknown }>
    }
    if (Math.round(toAmount(cart.total) * 100) !== input.clientTotalCents) {
      const priceOf = new Map(cart.items.map((item) => [item.variant_id, toAmount(item.unit_price)]))
      throw new CheckoutRefusal({
        code: "total_mismatch",
        subtotal: toAmount(cart.item_subtotal),
        shippingCost: toAmount(cart.shipping_total),
        tax: toAmount(cart.tax_total),
        totalAmount: toAmount(cart.total),
        items: input.lines.map((line) => ({ productId: line.productId, price: priceOf.get(line.variantId) ?? 0 })),
      })
    }
    return new StepResponse(undefined)
  }
)
