import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { refreshCatalogueProducts } from "../../../lib/catalogue-index/catalogue-index"
import { ORDER_FIELDS, type OrderRecord, toMedusaAddress, toOrderView } from "../../../lib/orders/order-view"
import type { PlaceOrderBody } from "@printshop/contract"
import { checkoutRefusalOf } from "../../../workflows/checkout/steps/checkout-refusal"
import { finishOrCancelInterruptedOrder } from "../../../workflows/checkout/workflows/finish-interrupted-order"
import { placeOrderWorkflow } from "../../../workflows/checkout/workflows/place-order"
import { answerRefusal } from "../../http/checkout-refusal-answer"
import { customerOr401 } from "../../http/guards"

async function loadOrderView(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  if (!data[0]) throw new Error(`Order ${orderId} was not found`)
  return toOrderView(data[0] as unknown as OrderRecord)
}

/**
 * POST /api/orders: places the signed-in customer's order (DESIGN §4) through the place-order
 * workflow. The customer comes from the token; prices, shipping and tax come from Medusa; the
 * body's total is only compared. The same checkout (sessionId) sent again answers its order,
 * finishing it first when a stop interrupted its completion.
 */
export async function POST(req: AuthenticatedMedusaRequest<PlaceOrderBody>, res: MedusaResponse) {
  const customer = await customerOr401(req, res, "You need to be signed in to place an order.")
  if (!customer) return
  const body = req.validatedBody
  const submissionId = body.sessionId ? `${customer.id}:${body.sessionId}` : null
  const touchedProducts = body.items.map((item) => item.productId)

  const billing = body.billingAddress ?? body.shippingAddress
  let orderId: string
  try {
    const { result } = await placeOrderWorkflow(req.scope).run({
      input: {
        customerId: customer.id,
        submissionId,
        email: body.customerEmail,
        shippingAddress: toMedusaAddress(body.shippingAddress, body.customerPhone),
        billingAddress: toMedusaAddress(billing, body.customerPhone),
        items: body.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
        clientTotalCents: body.totalAmount,
        orderMetadata: {
          customer_name: body.customerName,
          customer_phone: body.customerPhone || null,
          payment_method: body.paymentMethod,
          checkout_session: body.sessionId ?? null,
        },
      },
    })
    orderId = result.orderId
  } catch (error) {
    const refusal = checkoutRefusalOf(error)
    if (!refusal) throw error
    if (refusal.code === "repeated") {
      res.status(200).json(await loadOrderView(req.scope, refusal.orderId))
      return
    }
    if (refusal.code !== "interrupted") {
      answerRefusal(res, refusal)
      return
    }
    const soldMeanwhile = await finishOrCancelInterruptedOrder(req.scope, {
      orderId: refusal.orderId,
      customerId: customer.id,
      submissionId: submissionId as string,
    })
    await refreshCatalogueProducts(req.scope, touchedProducts)
    if (soldMeanwhile) answerRefusal(res, soldMeanwhile)
    else res.status(200).json(await loadOrderView(req.scope, refusal.orderId))
    return
  }
  // Stock changed: the catalogue shows it on the very next request (read while the order is).
  const [, order] = await Promise.all([refreshCatalogueProducts(req.scope, touchedProducts), loadOrderView(req.scope, orderId)])
  res.status(201).json(order)
}
