import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { clientAddress } from "../../../lib/accounts/client-address"
import { currentCustomer, toUserView } from "../../../lib/accounts/customers"
import { verifyCustomerPassword } from "../../../lib/accounts/passwords"
import { type LimitCheck, clearAttempts, rateLimits, recordAttempt } from "../../../lib/accounts/rate-limit"
import { issueCustomerToken, sessionEpochOf } from "../../../lib/accounts/tokens"
import { LoginBody } from "../../../lib/accounts/validators"
import { refusedByRateLimit } from "../../guards"
import { parseOr400 } from "../../validation"

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

  const verified = await verifyCustomerPassword(req.scope, body.email, body.password)
  const customer = verified ? await currentCustomer(req.scope, verified.customerId) : null
  if (!verified || !customer) {
    await recordAttempt(checks)
    res.status(401).json({ message: INVALID })
    return
  }
  await clearAttempts(limits.loginPerEmail, body.email)
  const token = issueCustomerToken(req.scope, {
    authIdentityId: verified.authIdentityId,
    customerId: customer.id,
    sessionEpoch: sessionEpochOf(customer),
  })
  res.json({ token, message: "Login successful", user: toUserView(customer) })
}
