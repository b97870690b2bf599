import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { nameOf } from "../../../../../../lib/accounts/customers"
import { Modules } from "@medusajs/framework/utils"
import { type InquiryReplyBody, NO_REPLY_ADDRESS } from "@printshop/contract"
import { findInquiry } from "../../../../../../lib/inquiries/admin-inquiries"
import { missingAsNull } from "../../../../../../lib/database/missing-as-null"
import { replyToInquiryWorkflow } from "../../../../../../workflows/inquiries/workflows/reply-to-inquiry"

/**
 * POST /api/admin/inquiries/{id}/replies { message }: a member of staff answers a customer
 * message. The reply is kept with it (who, when, what), the message is marked handled, and the
 * reply is e-mailed to the sender with the staff inbox as Reply-To (after this answer, by the
 * worker). 201 with the reply; 404 for an unknown message; 409 when it has no e-mail address.
 */
export async function POST(req: AuthenticatedMedusaRequest<InquiryReplyBody>, res: MedusaResponse) {
  const inquiry = await findInquiry(req.scope, req.params.id)
  if (!inquiry) {
    res.status(404).json({ message: `Message ${req.params.id} was not found.` })
    return
  }
  if (!inquiry.email) {
    res.status(409).json({ message: NO_REPLY_ADDRESS })
    return
  }
  const user = await missingAsNull(req.scope.resolve(Modules.USER).retrieveUser(req.auth_context.actor_id))
  const authorName = user ? nameOf(user) : "PrintShop Pro staff"
  const { result } = await replyToInquiryWorkflow(req.scope).run({
    input: { inquiryId: inquiry.id, message: req.validatedBody.message, authorId: user?.id ?? null, authorName },
  })
  const saved = (await findInquiry(req.scope, inquiry.id))?.replies.find((reply) => reply.id === result.id)
  res.status(201).json(saved)
}
