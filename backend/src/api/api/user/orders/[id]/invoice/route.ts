import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { colleaguesOf } from "../../../../../../lib/companies/companies"
import { sendInvoice } from "../../../../../../lib/invoices/invoices"
import { findCustomerOrder } from "../../../../../../lib/orders/admin-orders"

/**
 * GET /api/user/orders/{id}/invoice: the invoice of one of the customer's orders (or a company
 * colleague's) as a PDF (docs/api.md, "Invoices"). 404 for anyone else's order.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const order = await findCustomerOrder(req.scope, req.params.id, await colleaguesOf(req.scope, req.auth_context.actor_id))
  if (!order) {
    res.status(404).json({ message: "Order not found" })
    return
  }
  await sendInvoice(req.scope, res, order)
}
