import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { missingAsNull } from "../../../../lib/database/missing-as-null"
import { ACCOUNT_MESSAGES, type LoginBody, STAFF_SESSION_HOURS } from "@printshop/contract"
import { verifyPassword } from "../../../../lib/accounts/passwords"
import { issueToken } from "../../../../lib/sessions/tokens"
import { toStaffView } from "../session/helpers"

/**
 * POST /api/admin/login: signs a member of staff (a Medusa user) in to the shop's /admin. The
 * answer's token lasts 24 hours and is revoked by POST /api/admin/logout. Limited like the
 * customers' sign-in; every attempt is logged with time, e-mail, address and outcome (middlewares.ts).
 */
export async function POST(req: MedusaRequest<LoginBody>, res: MedusaResponse) {
  const body = req.validatedBody
  const verified = await verifyPassword(req.scope, "user", body.email, body.password)
  const user = verified ? await missingAsNull(req.scope.resolve(Modules.USER).retrieveUser(verified.actorId)) : null
  if (!verified || !user) {
    res.status(401).json({ message: ACCOUNT_MESSAGES.invalidCredentials })
    return
  }
  const lifetime = STAFF_SESSION_HOURS * 3600
  const token = issueToken(req.scope, { actorType: "user", actorId: user.id, authIdentityId: verified.authIdentityId, expiresInSeconds: lifetime })
  const expiresAt = new Date(Date.now() + lifetime * 1000).toISOString()
  res.json({ token, expiresAt, message: "Welcome to the admin panel", user: toStaffView(user) })
}
