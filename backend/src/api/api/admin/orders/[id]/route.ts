import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sentEmails } from "../../../../../lib/emails/sent-emails"
import { findAdminOrder, toAdminOrder } from "../../../../../lib/orders/admin-orders"
import { paymentStatusOf } from "../../../../../lib/orders/payment-status"

/**
 * GET /api/admin/orders/{id}: one order (by the number customers see, or Medusa's id), with the
 * e-mails sent about it (and whether each went out) and its payment as Medusa records it.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const order = await findAdminOrder(req.scope, req.params.id)
  if (!order) {
    res.status(404).json({ message: `Order ${req.params.id} was not found.` })
    return
  }
  res.setHeader("Cache-Control", "no-store")
  const [emails, paymentStatus] = await Promise.all([sentEmails(req.scope, "order", order.id), paymentStatusOf(req.scope, order.id)])
  res.json({ ...toAdminOrder(order), emails, paymentStatus })
}
