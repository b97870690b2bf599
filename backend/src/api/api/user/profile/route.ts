import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MESSAGES, type ProfileBody } from "@printshop/contract"
import { findEmailIdentity, toUserView } from "../../../../lib/accounts/customers"
import { updateProfileWorkflow } from "../../../../workflows/accounts/workflows/update-profile"
import { customerOr401 } from "../../../http/guards"

/**
 * Whether an error is a unique-index refusal: the e-mail was taken by a simultaneous request.
 * Workflows hand errors back serialized, so this reads the fields, not the class.
 */
const isUniqueViolation = (error: unknown) => {
  const { message, code, type } = (error ?? {}) as { message?: unknown; code?: unknown; type?: unknown }
  return /already exists|unique|duplicate/i.test(`${message ?? ""} ${code ?? ""} ${type ?? ""}`)
}

/**
 * PUT /api/user/profile: names, phone and e-mail. A new e-mail also becomes the sign-in e-mail;
 * it is refused with 409 when another account uses it, also when two accounts ask for the same
 * e-mail at the same moment.
 */
export async function PUT(req: AuthenticatedMedusaRequest<ProfileBody>, res: MedusaResponse) {
  const body = req.validatedBody
  const customer = await customerOr401(req, res)
  if (!customer) return
  const taken = () =>
    res.status(409).json({ message: ACCOUNT_MESSAGES.emailUsedByAnother, errors: [{ path: "email", message: ACCOUNT_MESSAGES.emailUsedByAnother }] })

  if (body.email !== customer.email.toLowerCase()) {
    const holder = await findEmailIdentity(req.scope, body.email)
    const otherAccounts = await req.scope.resolve(Modules.CUSTOMER).listCustomers({ email: body.email, has_account: true }, { take: 2 })
    if ((holder && holder.auth_identity_id !== req.auth_context.auth_identity_id) || otherAccounts.some((c) => c.id !== customer.id)) {
      return taken()
    }
  }
  try {
    const { result } = await updateProfileWorkflow(req.scope).run({
      input: { customerId: customer.id, authIdentityId: req.auth_context.auth_identity_id, ...body },
    })
    res.json({ message: "Profile updated", user: toUserView(result[0]) })
  } catch (error) {
    if (isUniqueViolation(error)) return taken()
    throw error
  }
}
