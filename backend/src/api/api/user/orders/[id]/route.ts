import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { findCustomerOrder } from "../../../../../lib/orders/admin-orders"
import { customerOrderViews } from "../../../../../lib/orders/returns"
import { colleaguesOf } from "../../../../../lib/companies/companies"

/**
 * GET /api/user/orders/{id}: one of the signed-in customer's own orders (or a company colleague's;
 * only its own customer cancels it or asks for a return), by its number, as the
 * order list shows it (its confirmation page reads it). 404 for anyone else's order.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const order = await findCustomerOrder(req.scope, req.params.id, await colleaguesOf(req.scope, req.auth_context.actor_id))
  res.setHeader("Cache-Control", "no-store")
  if (!order) {
    res.status(404).json({ message: "Order not found" })
    return
  }
  res.json((await customerOrderViews(req.scope, [order]))[0])
}
