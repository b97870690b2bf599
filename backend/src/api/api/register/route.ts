import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { clientAddress } from "../../../lib/http/client-address"
import { EmailTakenError, registerCustomer, toUserView } from "../../../lib/accounts/customers"
import { type LimitCheck, rateLimits, recordAttempt } from "../../../lib/accounts/rate-limit"
import { issueToken } from "../../../lib/sessions/tokens"
import { RegisterBody } from "../../../lib/accounts/validators"
import { refusedByRateLimit } from "../../http/guards"
import { parseOr400 } from "../../http/validation"

/** POST /api/register: creates a customer account and signs it in. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = parseOr400(res, RegisterBody, req.body)
  if (!body) return
  const limits = rateLimits()
  const checks: LimitCheck[] = [
    [limits.registerPerAddress, clientAddress(req)],
    [limits.registerPerEmail, body.email],
  ]
  if (await refusedByRateLimit(res, checks, "sign-up")) return
  await recordAttempt(checks)

  try {
    const { customer, authIdentityId } = await registerCustomer(req.scope, body)
    const token = issueToken(req.scope, { actorType: "customer", actorId: customer.id, authIdentityId })
    res.status(201).json({ token, message: "Account created successfully", user: toUserView(customer) })
  } catch (error) {
    if (error instanceof EmailTakenError) {
      res.status(409).json({
        message: "An account with this email already exists",
        errors: [{ path: "email", message: "An account with this email already exists" }],
      })
      return
    }
    throw error
  }
}
