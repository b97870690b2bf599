import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { clientAddress } from "../../../../lib/accounts/client-address"
import { exhaustedFor, rateLimits, recordAttempt, tooManyAttemptsMessage } from "../../../../lib/accounts/rate-limit"
import { ORDER_FIELDS, type OrderRecord, toTrackingSummary } from "../../../../lib/orders/order-view"
import { TrackOrderQuery } from "../../../../lib/orders/validators"
import { parseOr400 } from "../../../validation"

const NOT_FOUND = "We could not find an order with that number and email address."

/**
 * GET /api/orders/track?orderNumber=&email=: status and dates of an order for a visitor who is
 * not signed in. Both the number and the order's e-mail must match (DESIGN §4); lookups are
 * rate limited per address so order numbers cannot be tried in bulk.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const params = parseOr400(res, TrackOrderQuery, req.query)
  if (!params) return
  const limit = rateLimits().trackPerAddress
  const checks: Array<[typeof limit, string]> = [[limit, clientAddress(req)]]
  const wait = await exhaustedFor(checks)
  if (wait !== null) {
    res.setHeader("Retry-After", String(wait * 60))
    res.status(429).json({ message: tooManyAttemptsMessage("tracking", wait) })
    return
  }
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
