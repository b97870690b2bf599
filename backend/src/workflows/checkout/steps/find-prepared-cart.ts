import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { orderTotals, toCents } from "@printshop/contract"
import { toAmount } from "../../../lib/orders/order-view"
import type { CheckedPromotion } from "../../promotions/steps/read-promotion"
import { CART_FIGURE_FIELDS, type CartFigures } from "./compare-totals"
import { type OrderLine, linesSubtotal } from "./resolve-order-lines"

/** A prepared cart: its figures (compared with the client's total, then answered) and what makes it ready to complete. */
export type PreparedCartRow = CartFigures & {
  region_id: string | null
  shipping_methods?: Array<{ id: string }> | null
  payment_collection?: { id: string; payment_sessions?: Array<{ id: string; status: string }> | null } | null
}

/**
 * The open carts this checkout prepared (POST /api/checkout), newest first: Medusa keeps the
 * checkout's name in the cart's metadata, as it will on the order.
 */
export async function preparedCartIdsOf(
  db: { raw: (sql: string, bindings: unknown[]) => Promise<{ rows: Array<{ id: string }> }> },
  customerId: string,
  submissionId: string
): Promise<string[]> {
  const { rows } = await db.raw(
    `SELECT id FROM cart
      WHERE customer_id = ? AND deleted_at IS NULL AND completed_at IS NULL AND metadata->>'checkout_submission' = ?
      ORDER BY created_at DESC`,
    [customerId, submissionId]
  )
  return rows.map((row) => row.id)
}

/**
 * Whether a prepared cart still is this checkout's order: the same products and quantities, at the
 * titles and prices the catalogue has now, in the shop's region, with its shipping method and a
 * payment session, the same promo code and the total it gives now. Anything else (the cart changed,
 * a price, a name or the promotion was edited since) answers false, and the order is prepared afresh.
 */
export function preparedCartMatches(cart: PreparedCartRow, lines: OrderLine[], regionId: string, promotion: CheckedPromotion | null = null): boolean {
  const items = cart.items ?? []
  if (cart.region_id !== regionId || items.length !== lines.length) return false
  if ((cart.metadata?.promo_code ?? null) !== (promotion?.code ?? null)) return false
  if (promotion) {
    const subtotal = linesSubtotal(lines)
    if (toCents(toAmount(cart.total)) !== toCents(orderTotals(subtotal, promotion.terms).total)) return false
  }
  if ((cart.shipping_methods ?? []).length !== 1) return false
  if (!(cart.payment_collection?.payment_sessions ?? []).some((session) => session.status === "pending")) return false
  return lines.every((line) => {
    const item = items.find((candidate) => candidate.variant_id === line.variantId)
    return (
      item !== undefined &&
      line.listPrice !== null &&
      toAmount(item.quantity) === line.quantity &&
      toAmount(item.unit_price) === line.listPrice &&
      item.product_title === line.name
    )
  })
}

/**
 * The newest open cart POST /api/checkout prepared for this checkout, with its figures; null when
 * there is none, or without a checkout session. It reads no product, so it runs beside the lines'
 * own lookup; whether the cart still matches them is preparedCartMatches' answer.
 */
export const readPreparedCartStep = createStep(
  "read-prepared-cart",
  async (input: { submissionId: string | null; customerId: string }, { container }) => {
    if (!input.submissionId) return new StepResponse(null)
    const [cartId] = await preparedCartIdsOf(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), input.customerId, input.submissionId)
    if (!cartId) return new StepResponse(null)
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "cart",
      fields: [
        ...CART_FIGURE_FIELDS,
        "region_id",
        "shipping_methods.id",
        "payment_collection.id",
        "payment_collection.payment_sessions.id",
        "payment_collection.payment_sessions.status",
      ],
      filters: { id: cartId },
    })
    return new StepResponse((data[0] as unknown as PreparedCartRow | undefined) ?? null)
  }
)
