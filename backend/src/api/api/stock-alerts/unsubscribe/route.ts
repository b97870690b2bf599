import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { STOCK_ALERT_MESSAGES, stockAlertTokenSchema } from "@printshop/contract"
import { unsubscribe } from "../../../../lib/stock-alerts/stock-alerts"

/**
 * POST /api/stock-alerts/unsubscribe { token } or ?token=: the back-in-stock e-mail's one-click
 * unsubscribe. The e-mail's page sends the token in the body; a mail program posts
 * `List-Unsubscribe=One-Click` to the address with the token in its query (RFC 8058). Every alert
 * still waiting for that address is removed: `{ email, removed, message }`. 400 for a token that
 * is not one, 404 for a link that does not work.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = (req.body ?? {}) as Record<string, unknown>
  const given = typeof body.token === "string" ? body.token : typeof req.query.token === "string" ? req.query.token : undefined
  const token = stockAlertTokenSchema.safeParse(given)
  if (!token.success) {
    res.status(400).json({ message: STOCK_ALERT_MESSAGES.badLink })
    return
  }
  const done = await unsubscribe(req.scope, token.data)
  if (!done) {
    res.status(404).json({ message: STOCK_ALERT_MESSAGES.badLink })
    return
  }
  res.json({ ...done, message: STOCK_ALERT_MESSAGES.unsubscribed })
}
