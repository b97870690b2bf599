import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CustomerDTO } from "@medusajs/framework/types"
import { currentCustomer } from "../../lib/accounts/customers"
import { type LimitCheck, exhaustedFor, tooManyAttemptsMessage } from "../../lib/accounts/rate-limit"

/**
 * The customer the (already verified) token names, or null after answering 401: the token can
 * outlive its customer.
 */
export async function customerOr401(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse,
  message = "Please sign in again."
): Promise<CustomerDTO | null> {
  const customer = await currentCustomer(req.scope, req.auth_context.actor_id)
  if (!customer) res.status(401).json({ message })
  return customer
}

/** Answers 429 with Retry-After and returns true when any of the limits is used up. */
export async function refusedByRateLimit(
  res: MedusaResponse,
  checks: LimitCheck[],
  action: Parameters<typeof tooManyAttemptsMessage>[0]
): Promise<boolean> {
  const wait = await exhaustedFor(checks)
  if (wait === null) return false
  res.setHeader("Retry-After", String(wait * 60))
  res.status(429).json({ message: tooManyAttemptsMessage(action, wait) })
  return true
}
