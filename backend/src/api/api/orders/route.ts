import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { PlaceOrderBody } from "@printshop/contract"
import { customerOr401 } from "../../http/guards"
import { placeCustomerOrder } from "../../http/place-customer-order"

/**
 * POST /api/orders: places the signed-in customer's order (docs/decisions.md, "Checkout"; the
 * work is placeCustomerOrder's). 201 with the order; 200 with the order the same checkout
 * (sessionId) placed before.
 */
export async function POST(req: AuthenticatedMedusaRequest<PlaceOrderBody>, res: MedusaResponse) {
  const customer = await customerOr401(req, res, "You need to be signed in to place an order.")
  if (!customer) return
  const body = req.validatedBody
  const placed = await placeCustomerOrder(req.scope, res, customer, body, { sessionId: body.sessionId ?? null })
  if (placed) res.status(placed.created ? 201 : 200).json(placed.order)
}
