import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { adminOrderDetail, findAdminOrder } from "../../../../../../lib/orders/admin-orders"
import { invoiceTermsOf } from "../../../../../../lib/orders/invoice-terms"
import { captureOrderPaymentWorkflow } from "../../../../../../workflows/orders/workflows/capture-order-payment"

/**
 * POST /api/admin/orders/{id}/invoice-paid: staff record that an invoice on payment terms was paid
 * (docs/api.md, "Net terms"): Medusa captures the order's payment, so its dashboard shows it paid
 * too. 409 for an order not paid by invoice, a cancelled one, or one already paid.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const found = await findAdminOrder(req.scope, req.params.id)
  if (!found) {
    res.status(404).json({ message: "Order not found" })
    return
  }
  await req.scope.resolve(Modules.LOCKING).execute(
    `order-payment:${found.id}`,
    async () => {
      const order = (await findAdminOrder(req.scope, found.id))!
      const terms = invoiceTermsOf(order)
      const refusal = !terms.paymentTerms
        ? "This order is not paid by invoice."
        : terms.status === "cancelled"
          ? "This order was cancelled."
          : terms.invoicePaid
            ? "This invoice is already paid."
            : null
      if (refusal) {
        res.status(409).json({ message: refusal })
        return
      }
      await captureOrderPaymentWorkflow(req.scope).run({ input: { orderId: order.id, invoicePaid: true } })
      res.json(await adminOrderDetail(req.scope, (await findAdminOrder(req.scope, order.id))!))
    },
    { timeout: 30 }
  )
}
