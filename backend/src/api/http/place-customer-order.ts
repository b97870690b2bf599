import type { MedusaResponse } from "@medusajs/framework/http"
import type { CustomerDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { PO_NUMBER_COMPANY_ONLY, type PlaceOrderBody, invoiceDueDate } from "@printshop/contract"
import { invoiceTermsFor } from "./invoice-terms-refusal"
import { membershipOf } from "../../lib/companies/companies"
import { ORDER_FIELDS, type OrderRecord, toMedusaAddress, toOrderView } from "../../lib/orders/order-view"
import { customerOrderViews } from "../../lib/orders/returns"
import { quoteSubmissionId } from "../../lib/quotes/quotes"
import { checkoutRefusalOf, paymentRefusalOf, promotionUsageRefusalOf } from "../../workflows/checkout/steps/checkout-refusal"
import type { CartFigures } from "../../workflows/checkout/steps/compare-totals"
import { finishOrCancelInterruptedOrder } from "../../workflows/checkout/workflows/finish-interrupted-order"
import { placeOrderWorkflow } from "../../workflows/checkout/workflows/place-order"
import { answerRefusal } from "./checkout-refusal-answer"
import { ordersPlaced } from "../../lib/observability/metrics"
import { inSpan } from "../../lib/observability/tracing"

async function readOrder(container: MedusaContainer, orderId: string, fields: string[]): Promise<OrderRecord> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields, filters: { id: orderId } })
  if (!data[0]) throw new Error(`Order ${orderId} was not found`)
  return data[0] as unknown as OrderRecord
}

export const loadOrderView = async (container: MedusaContainer, orderId: string) =>
  (await customerOrderViews(container, [await readOrder(container, orderId, ORDER_FIELDS)]))[0]

/** What the order just placed has that its cart's figures do not: its number, status, dates, details and addresses. */
const PLACED_ORDER_FIELDS = ORDER_FIELDS.filter(
  (field) => !/^(items|fulfillments)\./.test(field) && !["item_subtotal", "discount_subtotal", "shipping_discount_total", "shipping_total", "shipping_tax_total", "tax_total", "total"].includes(field)
)

/**
 * The order just placed, as GET /api/user/orders will show it: Medusa copied the cart's lines and
 * totals onto it, and it has no fulfillment yet, so those come from the cart's figures read during
 * the checkout, sparing a second computation of the same totals; the rest is read from the order.
 */
async function placedOrderView(container: MedusaContainer, orderId: string, figures: CartFigures) {
  const order = await readOrder(container, orderId, PLACED_ORDER_FIELDS)
  const view = toOrderView({
    ...order,
    items: figures.items,
    item_subtotal: figures.item_subtotal,
    discount_subtotal: figures.discount_subtotal,
    shipping_discount_total: figures.shipping_discount_total,
    shipping_total: figures.shipping_total,
    shipping_tax_total: figures.shipping_tax_total,
    tax_total: figures.tax_total,
    total: figures.total,
    fulfillments: [],
  })
  // Just placed: not delivered, nothing returned.
  return { ...view, deliveredAt: null, returns: [] }
}

/**
 * An order Medusa completed from a card processor's webhook before the shopper's Place Order
 * arrived (docs/decisions.md, "Payments") has the cart's details only: the name and phone typed
 * in are added where the order has none.
 */
async function keepMissingDetails(container: MedusaContainer, orderId: string, details: Record<string, unknown>) {
  const orders = container.resolve(Modules.ORDER)
  const order = await orders.retrieveOrder(orderId, { select: ["id", "metadata"] })
  const metadata = order.metadata ?? {}
  const missing = Object.fromEntries(Object.entries(details).filter(([key]) => metadata[key] === undefined || metadata[key] === null))
  if (Object.keys(missing).length) await orders.updateOrders(orderId, { metadata: { ...metadata, ...missing } })
}

/**
 * A placed order: `created` when this request placed it (201), or else the checkout's order placed
 * before (200), `finished` when this request finished its interrupted completion.
 */
export type PlacedOrder = { created: boolean; finished: boolean; order: Awaited<ReturnType<typeof loadOrderView>>; orderId: string }

/**
 * Places the signed-in customer's order (docs/decisions.md, "Checkout") through the place-order
 * workflow: POST /api/orders, and POST /api/user/quotes/{id}/accept with the quote's lines and
 * checkout. The customer comes from the token; prices, shipping and tax come from Medusa (a
 * quote's prices are its lines' own); the body's total is only compared. The same checkout sent
 * again answers its order, finishing it first when a stop interrupted its completion. Answers the
 * refusal itself and returns null when the shop refuses the order.
 */
export async function placeCustomerOrder(
  container: MedusaContainer,
  res: MedusaResponse,
  customer: CustomerDTO,
  body: Omit<PlaceOrderBody, "sessionId">,
  checkout: { sessionId: string | null; quote?: { id: string; number: number } }
): Promise<PlacedOrder | null> {
  // One order per checkout: the storefront's session, or the quote (so two accepts place one order).
  const submissionId = checkout.quote ? quoteSubmissionId(customer.id, checkout.quote.id) : checkout.sessionId ? `${customer.id}:${checkout.sessionId}` : null
  const billing = body.billingAddress ?? body.shippingAddress
  // The company the order is for, as it is now: its invoice names it (docs/api.md, "Invoices").
  const membership = await inSpan("checkout.company_terms", {}, () => membershipOf(container, customer.id))
  if (body.poNumber && !membership) {
    res.status(400).json({ message: PO_NUMBER_COMPANY_ONLY, errors: [{ path: "poNumber", message: PO_NUMBER_COMPANY_ONLY }] })
    return null
  }
  const terms = invoiceTermsFor(res, membership, body.paymentMethod)
  if (terms === undefined) return null
  const orderMetadata = {
    customer_name: body.customerName,
    customer_phone: body.customerPhone || null,
    payment_method: body.paymentMethod,
    checkout_session: checkout.sessionId,
    promo_code: body.promoCode,
    ...(checkout.quote ? { quote_id: checkout.quote.id, quote_number: checkout.quote.number } : {}),
    ...(membership
      ? { company_id: membership.company.id, company_name: membership.company.name, company_tax_id: membership.company.tax_id, po_number: body.poNumber }
      : {}),
    // Pay by invoice: the terms and the day the invoice is due, counted from today (docs/api.md, "Net terms").
    ...(terms ? { payment_terms: terms, payment_due: invoiceDueDate(new Date().toISOString(), terms) } : {}),
  }
  try {
    // The checkout's steps in the trace (docs/operations.md, "Observability"): the workflow's own steps are Medusa's spans within.
    const input = {
      customerId: customer.id,
      submissionId,
      // The account's e-mail, never the one typed: the confirmation must not go to an address the
      // customer does not own (docs/decisions.md, "Orders").
      email: customer.email,
      shippingAddress: toMedusaAddress(body.shippingAddress, body.customerPhone),
      billingAddress: toMedusaAddress(billing, body.customerPhone),
      items: body.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
      clientTotalCents: body.totalAmount,
      promoCode: body.promoCode,
      shippingOptionId: body.shippingOptionId ?? null,
      paymentMethod: body.paymentMethod,
      orderMetadata,
      quoteId: checkout.quote?.id ?? null,
    }
    const { result } = await inSpan("checkout.place_order", { "checkout.items": input.items.length }, () => placeOrderWorkflow(container).run({ input }))
    ordersPlaced.inc()
    const order = await inSpan("checkout.placed_order_view", { "order.id": result.orderId }, () => placedOrderView(container, result.orderId, result.figures))
    return { created: true, finished: false, orderId: result.orderId, order }
  } catch (error) {
    const refusal = checkoutRefusalOf(error) ?? promotionUsageRefusalOf(error) ?? paymentRefusalOf(error)
    if (!refusal) throw error
    if (refusal.code === "repeated") return { created: false, finished: false, orderId: refusal.orderId, order: await loadOrderView(container, refusal.orderId) }
    if (refusal.code !== "interrupted") {
      answerRefusal(res, refusal)
      return null
    }
    const soldMeanwhile = await finishOrCancelInterruptedOrder(container, {
      orderId: refusal.orderId,
      customerId: customer.id,
      submissionId: submissionId as string,
    })
    if (soldMeanwhile) {
      answerRefusal(res, soldMeanwhile)
      return null
    }
    await keepMissingDetails(container, refusal.orderId, orderMetadata)
    return { created: false, finished: true, orderId: refusal.orderId, order: await loadOrderView(container, refusal.orderId) }
  }
}
