import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MESSAGES, type ProfileBody } from "@printshop/contract"
import { findEmailIdentity, signInEmailOf, toUserView } from "../../../../lib/accounts/customers"
import { verifyPassword } from "../../../../lib/accounts/passwords"
import { issueToken } from "../../../../lib/sessions/tokens"
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

const refuseCurrentPassword = (res: MedusaResponse, message: string) =>
  res.status(400).json({ message, errors: [{ path: "currentPassword", message }] })

/**
 * PUT /api/user/profile: names, phone and e-mail. A new e-mail also becomes the sign-in e-mail, so
 * it takes the current password (a wrong one counts as a failed sign-in, middlewares.ts); it ends
 * every other session, the answer's token continues this one, and the old address is told
 * (docs/decisions.md, "Accounts"). 409 when another account uses the e-mail, also when two
 * accounts ask for it at the same moment.
 */
export async function PUT(req: AuthenticatedMedusaRequest<ProfileBody>, res: MedusaResponse) {
  const { currentPassword, ...profile } = req.validatedBody
  const customer = await customerOr401(req, res)
  if (!customer) return
  const authIdentityId = req.auth_context.auth_identity_id
  const taken = () =>
    res.status(409).json({ message: ACCOUNT_MESSAGES.emailUsedByAnother, errors: [{ path: "email", message: ACCOUNT_MESSAGES.emailUsedByAnother }] })

  const emailChanges = profile.email !== customer.email.toLowerCase()
  if (emailChanges) {
    // The password first: a token alone tells nothing, not even whether an address has an account.
    if (!currentPassword) return refuseCurrentPassword(res, ACCOUNT_MESSAGES.currentPasswordForEmail)
    const signInEmail = await signInEmailOf(req.scope, authIdentityId)
    const verified = signInEmail ? await verifyPassword(req.scope, "customer", signInEmail, currentPassword) : null
    if (!verified || verified.actorId !== customer.id) return refuseCurrentPassword(res, ACCOUNT_MESSAGES.wrongCurrentPassword)
    const holder = await findEmailIdentity(req.scope, profile.email)
    const otherAccounts = await req.scope.resolve(Modules.CUSTOMER).listCustomers({ email: profile.email, has_account: true }, { take: 2 })
    if ((holder && holder.auth_identity_id !== authIdentityId) || otherAccounts.some((c) => c.id !== customer.id)) return taken()
  }
  try {
    const { result } = await updateProfileWorkflow(req.scope).run({
      input: { customerId: customer.id, authIdentityId, ...profile, previousEmail: emailChanges ? customer.email : null },
    })
    const user = toUserView(result[0])
    if (!emailChanges) return res.json({ message: "Profile updated", user })
    const token = issueToken(req.scope, { actorType: "customer", actorId: customer.id, authIdentityId })
    res.json({ message: "Profile updated", token, user })
  } catch (error) {
    if (isUniqueViolation(error)) return taken()
    throw error
  }
}
