import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_MESSAGES, type TrackOrderBody } from "@printshop/contract"
import { ORDER_FIELDS, type OrderRecord, toTrackingSummary } from "../../../../lib/orders/order-view"

/**
 * POST /api/orders/track `{ orderNumber, email }`: status and dates of an order for a visitor
 * who is not signed in. Both the number and the order's e-mail must match (docs/api.md); lookups
 * are rate limited per address (middlewares.ts) so order numbers cannot be tried in bulk. The
 * e-mail travels in the body, so it never lands in a logged URL.
 */
export async function POST(req: MedusaRequest<TrackOrderBody>, res: MedusaResponse) {
  const params = req.validatedBody
  const digits = params.orderNumber.replace(/\D/g, "")
  const displayId = Number(digits)
  if (!digits || !Number.isSafeInteger(displayId) || displayId > 2_147_483_647) {
    res.status(404).json({ message: ORDER_MESSAGES.trackNotFound })
    return
  }
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { display_id: String(displayId) } })
  const order = (data as unknown as OrderRecord[]).find((candidate) => candidate.email?.toLowerCase() === params.email)
  if (!order) {
    res.status(404).json({ message: ORDER_MESSAGES.trackNotFound })
    return
  }
  res.setHeader("Cache-Control", "no-store")
  res.json(toTrackingSummary(order))
}
