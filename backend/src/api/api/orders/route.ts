import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { refreshCatalogueProducts } from "../../../lib/catalogue-index/catalogue-index"
import { ORDER_FIELDS, type OrderRecord, toMedusaAddress, toOrderView } from "../../../lib/orders/order-view"
import { ORDER_MESSAGES, type PlaceOrderBody } from "@printshop/contract"
import { checkoutRefusalOf } from "../../../workflows/checkout/steps/checkout-refusal"
import { placeOrderWorkflow } from "../../../workflows/checkout/workflows/place-order"
import { customerOr401 } from "../../http/guards"

const money = (value: number) => value.toFixed(2)

async function loadOrderView(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  if (!data[0]) throw new Error(`Order ${orderId} was not found`)
  return toOrderView(data[0] as unknown as OrderRecord)
}

/**
 * POST /api/orders: places the signed-in customer's order (DESIGN §4) through the place-order
 * workflow. The customer comes from the token; prices, shipping and tax come from Medusa; the
 * body's total is only compared. The same checkout (sessionId) sent again answers its order.
 */
export async function POST(req: AuthenticatedMedusaRequest<PlaceOrderBody>, res: MedusaResponse) {
  const customer = await customerOr401(req, res, "You need to be signed in to place an order.")
  if (!customer) return
  const body = req.validatedBody

  const billing = body.billingAddress ?? body.shippingAddress
  let orderId: string
  try {
    const { result } = await placeOrderWorkflow(req.scope).run({
      input: {
        customerId: customer.id,
        submissionId: body.sessionId ? `${customer.id}:${body.sessionId}` : null,
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
    switch (refusal.code) {
      case "repeated":
        res.status(200).json(await loadOrderView(req.scope, refusal.orderId))
        return
      case "unknown_product": {
        const message = `Product ${refusal.productId} does not exist or is no longer sold.`
        res.status(400).json({
          code: "unknown_product",
          message,
          productId: refusal.productId,
          errors: [{ path: `items.${refusal.index}.productId`, message }],
        })
        return
      }
      case "insufficient_stock": {
        const message =
          refusal.available > 0
            ? `Only ${refusal.available} left of "${refusal.name}". Please lower the quantity.`
            : `"${refusal.name}" is out of stock. Please remove it from your cart.`
        res.status(409).json({
          code: "insufficient_stock",
          message,
          productId: refusal.productId,
          available: refusal.available,
        })
        return
      }
      case "total_mismatch": {
        res.status(409).json({
          code: "total_mismatch",
          message: ORDER_MESSAGES.pricesChanged,
          subtotal: money(refusal.subtotal),
          shippingCost: money(refusal.shippingCost),
          tax: money(refusal.tax),
          totalAmount: money(refusal.totalAmount),
          items: refusal.items.map((item) => ({ productId: item.productId, price: money(item.price) })),
        })
        return
      }
    }
  }
  // Stock changed: the catalogue shows it on the very next request.
  await refreshCatalogueProducts(req.scope, body.items.map((item) => item.productId))
  res.status(201).json(await loadOrderView(req.scope, orderId))
}
