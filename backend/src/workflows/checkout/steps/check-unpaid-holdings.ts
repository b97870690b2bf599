import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { toAmount } from "../../../lib/orders/order-view"
import { CheckoutRefusal } from "./checkout-refusal"
import type { OrderLine } from "./resolve-order-lines"

/**
 * The most units of one product an account may hold in orders not yet paid
 * (docs/decisions.md, "Orders"): cash and card on delivery are paid when the order is delivered, so
 * without a ceiling one new account could hold a product's whole stock and never pay.
 */
export function maxUnpaidUnitsPerProduct(): number {
  const parsed = Number.parseInt(process.env.MAX_UNPAID_UNITS_PER_PRODUCT ?? "", 10)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 10
}

/** How far back an unpaid order is looked for: an order unpaid for longer is staff's to cancel. */
const UNPAID_ORDERS_DAYS = 90

type UnpaidOrderRow = {
  items?: Array<{ product_id?: string | null; detail?: { quantity?: unknown } | null } | null> | null
  payment_collections?: Array<{ payments?: Array<{ captured_at?: unknown } | null> | null } | null> | null
}

/** Units of each of `productIds` the customer holds in orders placed, not cancelled and not yet paid. */
export async function unpaidUnitsByProduct(container: MedusaContainer, customerId: string, productIds: string[]): Promise<Map<string, number>> {
  const since = new Date(Date.now() - UNPAID_ORDERS_DAYS * 24 * 60 * 60 * 1000)
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    // An order line's quantity lives in its detail (Medusa's order_item), read without the totals.
    fields: ["id", "items.id", "items.product_id", "items.detail.quantity", "payment_collections.payments.captured_at"],
    filters: { customer_id: customerId, canceled_at: null, is_draft_order: false, created_at: { $gte: since } },
  })
  const wanted = new Set(productIds)
  const held = new Map<string, number>()
  for (const order of data as UnpaidOrderRow[]) {
    const paid = (order.payment_collections ?? []).some((collection) => (collection?.payments ?? []).some((payment) => payment?.captured_at))
    if (paid) continue
    for (const item of order.items ?? []) {
      if (!item?.product_id || !wanted.has(item.product_id)) continue
      held.set(item.product_id, (held.get(item.product_id) ?? 0) + toAmount(item.detail?.quantity))
    }
  }
  return held
}

/**
 * Refuses a checkout that would leave the customer holding more than the ceiling of a product in
 * unpaid orders, naming how many more they may order. Runs when the checkout begins and again
 * inside the stock lock, right before completion, so orders sent at once cannot pass it together.
 */
export const checkUnpaidHoldingsStep = createStep("check-unpaid-holdings", async (input: { customerId: string; lines: OrderLine[] }, { container }) => {
  const limit = maxUnpaidUnitsPerProduct()
  const held = await unpaidUnitsByProduct(container, input.customerId, input.lines.map((line) => line.productId))
  for (const line of input.lines) {
    const already = held.get(line.productId) ?? 0
    if (already + line.quantity > limit) {
      throw new CheckoutRefusal({ code: "quantity_limit", productId: line.productId, name: line.name, limit, available: Math.max(0, limit - already) })
    }
  }
  return new StepResponse({ checked: input.lines.length })
})
