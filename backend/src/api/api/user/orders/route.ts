import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_FIELDS, type OrderRecord } from "../../../../lib/orders/order-view"
import { customerOrderViews } from "../../../../lib/orders/returns"
import { colleaguesOf } from "../../../../lib/companies/companies"

/**
 * GET /api/user/orders: the signed-in customer's own orders and their company's colleagues' (each
 * with its `userId`), newest first, with when each was delivered and its returns.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ORDER_FIELDS,
    filters: { customer_id: await colleaguesOf(req.scope, req.auth_context.actor_id) },
    pagination: { order: { created_at: "DESC" }, take: 200 },
  })
  res.setHeader("Cache-Control", "no-store")
  res.json(await customerOrderViews(req.scope, data as unknown as OrderRecord[]))
}
