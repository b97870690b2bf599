import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OrderStatusBody } from "@printshop/contract"
import { findAdminOrder, toAdminOrder } from "../../../../../../lib/orders/admin-orders"
import { ImpossibleMove, moveOrder, withOrderLock } from "../../../../../../workflows/orders/move-order"
import { shopSetup } from "../../../../../../lib/products/shop-setup"

/**
 * POST /api/admin/orders/{id}/status { status, carrier?, trackingNumber?, estimatedDelivery? }:
 * moves an order through its life with Medusa's workflows
 * (docs/architecture.md, "How an order flows"). A move its status does not allow answers 409 with
 * the reason; the answer is the order as it is now. Moves of one order (staff's and the customer's
 * cancel) happen one at a time.
 */
export async function POST(req: AuthenticatedMedusaRequest<OrderStatusBody>, res: MedusaResponse) {
  const found = await findAdminOrder(req.scope, req.params.id)
  if (!found) {
    res.status(404).json({ message: `Order ${req.params.id} was not found.` })
    return
  }
  const setup = await shopSetup(req.scope)
  await withOrderLock(req.scope, found.id, async () => {
    const order = (await findAdminOrder(req.scope, found.id))!
    try {
      await moveOrder(req.scope, order, req.validatedBody, setup)
    } catch (error) {
      if (error instanceof ImpossibleMove) {
        res.status(409).json({ message: error.message, errors: [{ path: "status", message: error.message }] })
        return
      }
      throw error
    }
    res.json(toAdminOrder((await findAdminOrder(req.scope, order.id))!))
  })
}
