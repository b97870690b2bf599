import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { currentCustomer, toUserView } from "../../../lib/accounts/customers"
import { verifyPassword } from "../../../lib/accounts/passwords"
import { type LimitCheck, clearAttempts, rateLimits, recordAttempt } from "../../../lib/accounts/rate-limit"
import { LoginBody } from "../../../lib/accounts/validators"
import { clientAddress } from "../../../lib/http/client-address"
import { issueToken } from "../../../lib/sessions/tokens"
import { refusedByRateLimit } from "../../http/guards"
import { parseOr400 } from "../../http/validation"

/** The one answer for every failed sign-in: it never says whether the e-mail has an account. */
const INVALID = "Invalid email or password"

/** POST /api/login: signs a customer in with e-mail and password. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = parseOr400(res, LoginBody, req.body)
  if (!body) return
  const limits = rateLimits()
  const checks: LimitCheck[] = [
    [limits.loginPerAddress, clientAddress(req)],
    [limits.loginPerEmail, body.email],
  ]
  if (await refusedByRateLimit(res, checks, "sign-in")) return

  const verified = await verifyPassword(req.scope, "customer", body.email, body.password)
  const customer = verified ? await currentCustomer(req.scope, verified.actorId) : null
  if (!verified || !customer) {
    await recordAttempt(checks)
    res.status(401).json({ message: INVALID })
    return
  }
  await clearAttempts(limits.loginPerEmail, body.email)
  const token = issueToken(req.scope, { actorType: "customer", actorId: customer.id, authIdentityId: verified.authIdentityId })
  res.json({ token, message: "Login successful", user: toUserView(customer) })
}
