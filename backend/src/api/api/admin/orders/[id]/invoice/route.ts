import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendInvoice } from "../../../../../../lib/invoices/invoices"
import { findAdminOrder } from "../../../../../../lib/orders/admin-orders"

/** GET /api/admin/orders/{id}/invoice: any order's invoice as a PDF, for staff. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const order = await findAdminOrder(req.scope, req.params.id)
  if (!order) {
    res.status(404).json({ message: "Order not found" })
    return
  }
  await sendInvoice(req.scope, res, order)
}
