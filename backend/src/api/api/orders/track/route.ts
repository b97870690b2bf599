import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { clientAddress } from "../../../../lib/http/client-address"
import { type LimitCheck, rateLimits, recordAttempt } from "../../../../lib/accounts/rate-limit"
import { ORDER_FIELDS, type OrderRecord, toTrackingSummary } from "../../../../lib/orders/order-view"
import { TrackOrderBody } from "../../../../lib/orders/validators"
import { refusedByRateLimit } from "../../../http/guards"
import { parseOr400 } from "../../../http/validation"

const NOT_FOUND = "We could not find an order with that number and email address."

/**
 * POST /api/orders/track `{ orderNumber, email }`: status and dates of an order for a visitor
 * who is not signed in. Both the number and the order's e-mail must match (DESIGN §4); lookups
 * are rate limited per address so order numbers cannot be tried in bulk. The e-mail travels in
 * the body, so it never lands in a logged URL.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const params = parseOr400(res, TrackOrderBody, req.body)
  if (!params) return
  const checks: LimitCheck[] = [[rateLimits().trackPerAddress, clientAddress(req)]]
  if (await refusedByRateLimit(res, checks, "tracking")) return
  await recordAttempt(checks)

  const digits = params.orderNumber.replace(/\D/g, "")
  const displayId = Number(digits)
  if (!digits || !Number.isSafeInteger(displayId) || displayId > 2_147_483_647) {
    res.status(404).json({ message: NOT_FOUND })
    return
  }
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { display_id: String(displayId) } })
  const order = (data as unknown as OrderRecord[]).find((candidate) => candidate.email?.toLowerCase() === params.email)
  if (!order) {
    res.status(404).json({ message: NOT_FOUND })
    return
  }
  res.setHeader("Cache-Control", "no-store")
  res.json(toTrackingSummary(order))
}
