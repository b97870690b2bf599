import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { missingAsNull } from "../../../../lib/database/missing-as-null"
import { toStaffView } from "./helpers"

/** GET /api/admin/session: the signed-in member of staff (401 when the session has ended). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const user = await missingAsNull(req.scope.resolve(Modules.USER).retrieveUser(req.auth_context.actor_id))
  if (!user) {
    res.status(401).json({ message: "Please sign in again." })
    return
  }
  res.setHeader("Cache-Control", "no-store")
  res.json({ user: toStaffView(user) })
}
