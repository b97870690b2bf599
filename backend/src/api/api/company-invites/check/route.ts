import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { COMPANY_MESSAGES } from "@printshop/contract"
import { openInviteOf } from "../../../../lib/companies/companies"

/**
 * POST /api/company-invites/check { token }: what an invitation's page shows before the colleague
 * signs in and joins (no sign-in needed: the link is the proof). 404 for a link that does not work.
 */
export async function POST(req: MedusaRequest<{ token: string }>, res: MedusaResponse) {
  const invite = await openInviteOf(req.scope, req.validatedBody.token)
  if (!invite) {
    res.status(404).json({ message: COMPANY_MESSAGES.inviteInvalid })
    return
  }
  res.json({ companyName: invite.company.name, email: invite.email, invitedBy: invite.invited_by_name })
}
