import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cancelRefusal } from "@printshop/contract"
import { findAdminOrder, findCustomerOrder } from "../../../../../../lib/orders/admin-orders"
import { moveOrder, withOrderLock } from "../../../../../../workflows/orders/move-order"
import { toOrderView } from "../../../../../../lib/orders/order-view"
import { customerOrderViews } from "../../../../../../lib/orders/returns"
import { shopSetup } from "../../../../../../lib/products/shop-setup"

/**
 * POST /api/user/orders/{id}/cancel: the signed-in customer cancels their own order, by its number,
 * while it has not shipped and within an hour of placing it (docs/decisions.md, "After the order").
 * Medusa's cancellation runs as when staff cancel: the stock comes back, the payment is cancelled,
 * the cancellation e-mail goes out. 409 with the reason otherwise; 404 for anyone else's order.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const found = await findCustomerOrder(req.scope, req.params.id, req.auth_context.actor_id)
  if (!found) {
    res.status(404).json({ message: "Order not found" })
    return
  }
  const setup = await shopSetup(req.scope)
  await withOrderLock(req.scope, found.id, async () => {
    // Read again under the lock: a staff move may have just shipped it.
    const order = (await findAdminOrder(req.scope, found.id))!
    const view = toOrderView(order)
    const refusal = cancelRefusal({ status: view.status, createdAt: view.createdAt ?? "" })
    if (refusal) {
      res.status(409).json({ message: refusal })
      return
    }
    await moveOrder(req.scope, order, { status: "cancelled" }, setup)
    res.json((await customerOrderViews(req.scope, [(await findAdminOrder(req.scope, order.id))!]))[0])
  })
}
