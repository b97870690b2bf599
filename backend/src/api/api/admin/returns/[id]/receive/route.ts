import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { receiveReturnBodySchema } from "@printshop/contract"
import { bodyOf } from "../../../../../http/validation"
import { withOrderLock } from "../../../../../../workflows/orders/move-order"
import { findAdminReturn } from "../../../../../../lib/orders/returns"
import { ReturnRefused, receiveReturn } from "../../../../../../workflows/orders/returns"

/**
 * POST /api/admin/returns/{id}/receive: staff received the items: each line goes back into stock or
 * not as staff chose (damaged and defective items not, by default), and the refund is recorded (the
 * items' price and tax; shipping for damaged or defective items), or a lower one with its reason.
 * The answer is the return with its `refundAmount`; 409 when it was received already, or the
 * refund is more than due or lower without a reason.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "return", fields: ["id", "order_id"], filters: { id: req.params.id } })
  const found = data[0] as { id: string; order_id: string } | undefined
  if (!found) {
    res.status(404).json({ message: `Return ${req.params.id} was not found.` })
    return
  }
  await withOrderLock(req.scope, found.order_id, async () => {
    try {
      if (!(await receiveReturn(req.scope, found.id, req.auth_context.actor_id ?? null, bodyOf(req, receiveReturnBodySchema)))) {
        res.status(404).json({ message: `Return ${req.params.id} was not found.` })
        return
      }
    } catch (error) {
      if (!(error instanceof ReturnRefused)) throw error
      res.status(409).json({ message: error.message })
      return
    }
    res.json(await findAdminReturn(req.scope, found.id))
  })
}
