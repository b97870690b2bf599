import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { createCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import { ADDRESS_MESSAGES, MAX_SAVED_ADDRESSES, type SavedAddressBody } from "@printshop/contract"
import { colleaguesAddresses, savedAddresses, toMedusaCustomerAddress, toSavedAddress } from "../../../../lib/accounts/addresses"
import { colleaguesOf } from "../../../../lib/companies/companies"

/**
 * GET /api/user/addresses: the signed-in customer's saved addresses, the default first, then those
 * their company's colleagues saved (read-only, `sharedBy` naming who saved each).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const colleagues = (await colleaguesOf(req.scope, customerId)).filter((id) => id !== customerId)
  const [own, shared] = await Promise.all([savedAddresses(req.scope, customerId), colleaguesAddresses(req.scope, colleagues)])
  res.setHeader("Cache-Control", "no-store")
  res.json([...own, ...shared])
}

/**
 * POST /api/user/addresses: saves an address (Medusa's customer address, so the dashboard shows
 * it); at most 20 per customer, counted under a lock so two at once cannot pass the limit.
 */
export async function POST(req: AuthenticatedMedusaRequest<SavedAddressBody>, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  await req.scope.resolve(Modules.LOCKING).execute(`addresses:${customerId}`, async () => {
    const [, count] = await req.scope.resolve(Modules.CUSTOMER).listAndCountCustomerAddresses({ customer_id: customerId }, { take: 1, select: ["id"] })
    if (count >= MAX_SAVED_ADDRESSES) {
      res.status(409).json({ message: ADDRESS_MESSAGES.tooMany })
      return
    }
    const { result } = await createCustomerAddressesWorkflow(req.scope).run({
      input: { addresses: [{ customer_id: customerId, ...toMedusaCustomerAddress(req.validatedBody) }] },
    })
    res.status(201).json(toSavedAddress(result[0]))
  })
}
