import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { toAmount } from "../../../lib/orders/order-view"
import type { CheckedPromotion } from "../../promotions/steps/read-promotion"
import { CART_FIGURE_FIELDS, type CartFigures } from "./compare-totals"
import type { OrderLine } from "./resolve-order-lines"

/** A prepared cart: its figures (compared with the client's total, then answered) and what makes it ready to complete. */
export type PreparedCartRow = CartFigures & {
  region_id: string | null
  shipping_methods?: Array<{ id: string; shipping_option_id?: string | null }> | null
  payment_collection?: {
    id: string
    payment_sessions?: Array<{ id: string; status: string; provider_id?: string | null; data?: Record<string, unknown> | null }> | null
  } | null
}

/** A shipping address as Medusa's cart takes it (only the country before the shopper typed one). */
export type CheckoutAddress = { country_code: string; province?: string; city?: string; postal_code?: string } & Record<string, unknown>

/**
 * What of an address decides a checkout's figures: the state (Medusa's tax regions) and the city
 * and postal code (shipping zones may name them). A prepared cart for another is prepared afresh.
 */
export const addressKeyOf = (address: CheckoutAddress | null | undefined) =>
  address ? [address.province, address.city, address.postal_code].map((part) => String(part ?? "").trim().toLowerCase()).join("|") : ""

/**
 * What a prepared cart was priced for, kept in its metadata: Medusa's settings then (their
 * fingerprint), the address, the shipping option asked for and the promo code's terms.
 */
export type PricedFor = { pricing: string; addressKey: string; shippingOptionId: string | null; promoTerms: string | null; paymentProviderId: string }

export const pricedForMetadata = (pricedFor: PricedFor) => ({
  priced_with: pricedFor.pricing,
  address_key: pricedFor.addressKey,
  shipping_option_asked: pricedFor.shippingOptionId,
  promo_terms: pricedFor.promoTerms,
})

/**
 * The cart's open payment session (the one its completion authorises), if it has one: a card the
 * processor declined ("error") may be tried again (reopenDeclinedPaymentStep).
 */
export const openPaymentSessionOf = (cart: Pick<PreparedCartRow, "payment_collection">) =>
  (cart.payment_collection?.payment_sessions ?? []).find((session) => ["pending", "requires_more", "authorized", "error"].includes(session.status)) ?? null

/**
 * What the shopper's browser may know of a cart's payment session: its provider and, for a card
 * processor, the client secret its element confirms the card with. Nothing else of the
 * provider's data leaves the server.
 */
export function paymentOfCart(cart: Pick<PreparedCartRow, "payment_collection">): { providerId: string; clientSecret: string | null } | null {
  const session = openPaymentSessionOf(cart)
  if (!session?.provider_id) return null
  const secret = session.data?.client_secret
  return { providerId: session.provider_id, clientSecret: typeof secret === "string" ? secret : null }
}

/** A promotion's terms as the prepared cart keeps them: a code whose value was edited since prices differently. */
export const promoTermsOf = (promotion: CheckedPromotion | null) => (promotion ? JSON.stringify(promotion.terms) : null)

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
 * payment session of the provider for the payment method chosen, priced for the same address,
 * shipping option and promo code, under the Medusa
 * settings there are now. Anything else (the cart changed, a price, a name, the promotion, a tax
 * rate or a shipping option was edited since) answers false, and the order is prepared afresh.
 */
export function preparedCartMatches(cart: PreparedCartRow, lines: OrderLine[], regionId: string, promotion: CheckedPromotion | null, pricedFor: PricedFor): boolean {
  const items = cart.items ?? []
  const metadata = cart.metadata ?? {}
  if (cart.region_id !== regionId || items.length !== lines.length) return false
  if ((metadata.promo_code ?? null) !== (promotion?.code ?? null) || (metadata.promo_terms ?? null) !== promoTermsOf(promotion)) return false
  if (metadata.priced_with !== pricedFor.pricing || (metadata.address_key ?? "") !== pricedFor.addressKey) return false
  if ((metadata.shipping_option_asked ?? null) !== pricedFor.shippingOptionId) return false
  if ((cart.shipping_methods ?? []).length !== 1) return false
  if (openPaymentSessionOf(cart)?.provider_id !== pricedFor.paymentProviderId) return false
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
        "shipping_methods.shipping_option_id",
        "payment_collection.id",
        "payment_collection.payment_sessions.id",
        "payment_collection.payment_sessions.status",
        "payment_collection.payment_sessions.provider_id",
        "payment_collection.payment_sessions.data",
      ],
      filters: { id: cartId },
    })
    return new StepResponse((data[0] as unknown as PreparedCartRow | undefined) ?? null)
  }
)

/**
 * The payment of a checkout's cart as the shopper's browser may know it (paymentOfCart): from the
 * prepared cart when it was kept, otherwise read from the cart just built.
 */
export const readCartPaymentStep = createStep(
  "read-cart-payment",
  async (input: { cartId: string; prepared: PreparedCartRow | null }, { container }) => {
    if (input.prepared) return new StepResponse(paymentOfCart(input.prepared))
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "cart",
      fields: ["payment_collection.payment_sessions.status", "payment_collection.payment_sessions.provider_id", "payment_collection.payment_sessions.data"],
      filters: { id: input.cartId },
    })
    return new StepResponse(data[0] ? paymentOfCart(data[0] as unknown as PreparedCartRow) : null)
  }
)
