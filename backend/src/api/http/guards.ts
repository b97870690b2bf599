import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CustomerDTO } from "@medusajs/framework/types"
import { currentCustomer } from "../../lib/accounts/customers"

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
