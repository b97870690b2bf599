import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { ACCOUNT_MESSAGES, type RegisterBody } from "@printshop/contract"
import { toUserView } from "../../../lib/accounts/customers"
import { issueToken } from "../../../lib/sessions/tokens"
import { registerCustomerWorkflow } from "../../../workflows/accounts/workflows/register-customer"

/** POST /api/register: creates a customer account and signs it in (validated and limited in middlewares.ts). */
export async function POST(req: MedusaRequest<RegisterBody>, res: MedusaResponse) {
  try {
    const { result } = await registerCustomerWorkflow(req.scope).run({ input: req.validatedBody })
    const token = issueToken(req.scope, { actorType: "customer", actorId: result.customer.id, authIdentityId: result.authIdentityId })
    res.status(201).json({ token, message: "Account created successfully", user: toUserView(result.customer) })
  } catch (error) {
    // Workflows hand errors back serialized: read the type, not the class.
    const { type, message } = (error ?? {}) as { type?: string; message?: string }
    if (type === MedusaError.Types.DUPLICATE_ERROR || /already exists/i.test(message ?? "")) {
      res.status(409).json({ message: ACCOUNT_MESSAGES.emailTaken, errors: [{ path: "email", message: ACCOUNT_MESSAGES.emailTaken }] })
      return
    }
    throw error
  }
}
