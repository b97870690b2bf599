import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminOrderDetail, findAdminOrder } from "../../../../../lib/orders/admin-orders"

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
  res.json(await adminOrderDetail(req.scope, order))
}
