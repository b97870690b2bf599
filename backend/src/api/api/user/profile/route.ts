import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { EMAILPASS, findEmailIdentity, toUserView } from "../../../../lib/accounts/customers"
import { ProfileBody } from "../../../../lib/accounts/validators"
import { customerOr401 } from "../../../guards"
import { parseOr400 } from "../../../validation"

const EMAIL_TAKEN = "That email address is already used by another account"

/**
 * PUT /api/user/profile: names, phone and e-mail. A new e-mail also becomes the sign-in e-mail;
 * it is refused when another account uses it.
 */
export async function PUT(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const body = parseOr400(res, ProfileBody, req.body)
  if (!body) return
  const customer = await customerOr401(req, res)
  if (!customer) return
  const auth = req.scope.resolve(Modules.AUTH)
  const customers = req.scope.resolve(Modules.CUSTOMER)

  const emailChanges = body.email !== customer.email.toLowerCase()
  let identityToMove: { id: string; entity_id: string } | null = null
  if (emailChanges) {
    const holder = await findEmailIdentity(req.scope, body.email)
    const otherAccounts = await customers.listCustomers({ email: body.email, has_account: true }, { take: 2 })
    if ((holder && holder.auth_identity_id !== req.auth_context.auth_identity_id) || otherAccounts.some((c) => c.id !== customer.id)) {
      res.status(409).json({ message: EMAIL_TAKEN, errors: [{ path: "email", message: EMAIL_TAKEN }] })
      return
    }
    const [own] = await auth.listProviderIdentities(
      { provider: EMAILPASS, auth_identity_id: req.auth_context.auth_identity_id },
      { take: 1 }
    )
    if (own) identityToMove = { id: own.id, entity_id: own.entity_id }
  }

  // The sign-in e-mail moves first; if saving the customer then fails it is moved back.
  if (identityToMove) await auth.updateProviderIdentities([{ id: identityToMove.id, entity_id: body.email }])
  try {
    const updated = await customers.updateCustomers(customer.id, {
      first_name: body.firstName,
      last_name: body.lastName,
      email: body.email,
      phone: body.phone,
    })
    res.json({ message: "Profile updated", user: toUserView(updated) })
  } catch (error) {
    if (identityToMove) {
      await auth.updateProviderIdentities([{ id: identityToMove.id, entity_id: identityToMove.entity_id }]).catch(() => {})
    }
    throw error
  }
}
