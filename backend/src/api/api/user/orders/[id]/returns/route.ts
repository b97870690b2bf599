import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ReturnRequestBody } from "@printshop/contract"
import { findAdminOrder, findCustomerOrder } from "../../../../../../lib/orders/admin-orders"
import { withOrderLock } from "../../../../../../workflows/orders/move-order"
import { returnsOf, toOrderReturn } from "../../../../../../lib/orders/returns"
import { ReturnRefused, requestReturn } from "../../../../../../workflows/orders/returns"
import { shopSetup } from "../../../../../../lib/products/shop-setup"

/**
 * POST /api/user/orders/{id}/returns { items: [{ productId, quantity }], reason, note? }: the
 * signed-in customer asks to return items of their own delivered order, within 30 days of delivery
 * (docs/decisions.md, "After the order"). 201 the return (a Medusa return, requested); 409 with the
 * reason otherwise; 404 for anyone else's order.
 */
export async function POST(req: AuthenticatedMedusaRequest<ReturnRequestBody>, res: MedusaResponse) {
  const found = await findCustomerOrder(req.scope, req.params.id, req.auth_context.actor_id)
  if (!found) {
    res.status(404).json({ message: "Order not found" })
    return
  }
  const setup = await shopSetup(req.scope)
  await withOrderLock(req.scope, found.id, async () => {
    const order = (await findAdminOrder(req.scope, found.id))!
    let returnId: string
    try {
      returnId = await requestReturn(req.scope, order, req.validatedBody, setup.stockLocationId)
    } catch (error) {
      if (!(error instanceof ReturnRefused)) throw error
      res.status(409).json({ message: error.message })
      return
    }
    const created = ((await returnsOf(req.scope, [order.id])).get(order.id) ?? []).find((record) => record.id === returnId)!
    res.status(201).json(toOrderReturn(created, order))
  })
}
