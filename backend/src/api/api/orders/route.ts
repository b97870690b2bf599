import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { placeOrder } from "../../../lib/orders/place-order"
import { PlaceOrderBody } from "../../../lib/orders/validators"
import { customerOr401 } from "../../guards"
import { parseOr400 } from "../../validation"

const money = (value: number) => value.toFixed(2)

/**
 * POST /api/orders: places the signed-in customer's order (DESIGN §4). The customer comes from
 * the token; prices, shipping and tax come from Medusa; the body's total is only compared.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const customer = await customerOr401(req, res, "You need to be signed in to place an order.")
  if (!customer) return
  const body = parseOr400(res, PlaceOrderBody, req.body)
  if (!body) return

  const result = await placeOrder(req.scope, customer, body)
  switch (result.kind) {
    case "placed":
      res.status(201).json(result.order)
      return
    case "repeated":
      res.status(200).json(result.order)
      return
    case "unknown_product": {
      const message = `Product ${result.productId} does not exist or is no longer sold.`
      res.status(400).json({
        code: "unknown_product",
        message,
        productId: result.productId,
        errors: [{ path: `items.${result.index}.productId`, message }],
      })
      return
    }
    case "insufficient_stock":
      res.status(409).json({
        code: "insufficient_stock",
        message:
          result.available > 0
            ? `Only ${result.available} left of "${result.name}". Please lower the quantity.`
            : `"${result.name}" is out of stock. Please remove it from your cart.`,
        productId: result.productId,
        available: result.available,
      })
      return
    case "total_mismatch":
      res.status(409).json({
        code: "total_mismatch",
        message: "Prices have changed since you added these items. Please review your order.",
        subtotal: money(result.subtotal),
        shippingCost: money(result.shippingCost),
        tax: money(result.tax),
        totalAmount: money(result.totalAmount),
        items: result.items.map((item) => ({ productId: item.productId, price: money(item.price) })),
      })
      return
  }
}
