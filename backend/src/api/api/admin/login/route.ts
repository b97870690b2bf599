import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { verifyPassword } from "../../../../lib/accounts/passwords"
import { type LimitCheck, clearAttempts, rateLimits, recordAttempt } from "../../../../lib/accounts/rate-limit"
import { LoginBody } from "../../../../lib/accounts/validators"
import { clientAddress } from "../../../../lib/http/client-address"
import { STAFF_TOKEN_LIFETIME_SECONDS, issueToken } from "../../../../lib/sessions/tokens"
import { refusedByRateLimit } from "../../../http/guards"
import { logStaffSignIn } from "../../../http/medusa-auth"
import { parseOr400 } from "../../../http/validation"
import { toStaffView } from "../session/route"

const INVALID = "Invalid email or password"

/**
 * POST /api/admin/login: signs a member of staff (a Medusa user) in to the shop's /admin. The
 * answer's token lasts 24 hours and is revoked by POST /api/admin/logout. Limited like the
 * customers' sign-in; every attempt is logged with time, e-mail, address and outcome.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = parseOr400(res, LoginBody, req.body)
  if (!body) {
    logStaffSignIn(req, null, "invalid")
    return
  }
  const limits = rateLimits()
  const checks: LimitCheck[] = [
    [limits.loginPerAddress, clientAddress(req)],
    [limits.loginPerEmail, body.email],
  ]
  if (await refusedByRateLimit(res, checks, "sign-in")) {
    logStaffSignIn(req, body.email, "limited")
    return
  }
  const verified = await verifyPassword(req.scope, "user", body.email, body.password)
  const user = verified ? await req.scope.resolve(Modules.USER).retrieveUser(verified.actorId).catch(() => null) : null
  if (!verified || !user) {
    await recordAttempt(checks)
    logStaffSignIn(req, body.email, "denied")
    res.status(401).json({ message: INVALID })
    return
  }
  await clearAttempts(limits.loginPerEmail, body.email)
  logStaffSignIn(req, body.email, "granted")
  const token = issueToken(req.scope, {
    actorType: "user",
    actorId: user.id,
    authIdentityId: verified.authIdentityId,
    expiresInSeconds: STAFF_TOKEN_LIFETIME_SECONDS,
  })
  const expiresAt = new Date(Date.now() + STAFF_TOKEN_LIFETIME_SECONDS * 1000).toISOString()
  res.json({ token, expiresAt, message: "Welcome to the admin panel", user: toStaffView(user) })
}
