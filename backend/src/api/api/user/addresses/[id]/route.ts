import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteCustomerAddressesWorkflow, updateCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import { ADDRESS_MESSAGES, type SavedAddressBody } from "@printshop/contract"
import { ownAddress, toMedusaCustomerAddress, toSavedAddress } from "../../../../../lib/accounts/addresses"

/** PUT /api/user/addresses/{id}: changes one of the customer's own addresses (404 for anyone else's). */
export async function PUT(req: AuthenticatedMedusaRequest<SavedAddressBody>, res: MedusaResponse) {
  const address = await ownAddress(req.scope, req.auth_context.actor_id, req.params.id)
  if (!address) {
    res.status(404).json({ message: ADDRESS_MESSAGES.notFound })
    return
  }
  const { result } = await updateCustomerAddressesWorkflow(req.scope).run({
    input: { selector: { id: address.id, customer_id: address.customer_id }, update: toMedusaCustomerAddress(req.validatedBody) },
  })
  res.json(toSavedAddress(result[0]))
}

/** DELETE /api/user/addresses/{id}: removes one of the customer's own addresses. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const address = await ownAddress(req.scope, req.auth_context.actor_id, req.params.id)
  if (!address) {
    res.status(404).json({ message: ADDRESS_MESSAGES.notFound })
    return
  }
  await deleteCustomerAddressesWorkflow(req.scope).run({ input: { ids: [address.id] } })
  res.json({ id: address.id, deleted: true })
}
