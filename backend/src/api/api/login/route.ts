import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ACCOUNT_MESSAGES, type LoginBody } from "@printshop/contract"
import { currentCustomer, toUserView } from "../../../lib/accounts/customers"
import { verifyPassword } from "../../../lib/accounts/passwords"
import { issueToken } from "../../../lib/sessions/tokens"

/**
 * POST /api/login: signs a customer in with e-mail and password (validated and limited in
 * middlewares.ts). Every failure has the same answer: it never says whether the e-mail has an account.
 */
export async function POST(req: MedusaRequest<LoginBody>, res: MedusaResponse) {
  const body = req.validatedBody
  const verified = await verifyPassword(req.scope, "customer", body.email, body.password)
  const customer = verified ? await currentCustomer(req.scope, verified.actorId) : null
  if (!verified || !customer) {
    res.status(401).json({ message: ACCOUNT_MESSAGES.invalidCredentials })
    return
  }
  const token = issueToken(req.scope, { actorType: "customer", actorId: customer.id, authIdentityId: verified.authIdentityId })
  res.json({ token, message: "Login successful", user: toUserView(customer) })
}
