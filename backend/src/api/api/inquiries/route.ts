import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { INQUIRY_RECEIVED_MESSAGES, type InquiryBody, inquiryReference } from "@printshop/contract"
import { summaryOf } from "../../../lib/inquiries/inquiry-view"
import { createInquiryWorkflow } from "../../../workflows/inquiries/workflows/create-inquiry"

/**
 * POST /api/inquiries: stores a support ticket, contact message, warranty claim, service request
 * or business quote request: nothing a customer sends is lost, staff read every form in /admin
 * (docs/using-the-shop.md, "The staff area (/admin)"). Visitors may send
 * them; a signed-in customer's are linked to the account. Validated and limited per address
 * against spam in middlewares.ts. The staff inbox is e-mailed about it, never on this request's path.
 */
export async function POST(req: AuthenticatedMedusaRequest<InquiryBody>, res: MedusaResponse) {
  const body = req.validatedBody
  const { kind, ...fields } = body
  const { result: inquiry } = await createInquiryWorkflow(req.scope).run({
    input: { kind, ...summaryOf(body), fields, customer_id: req.auth_context?.actor_id || null },
  })
  res.status(201).json({ id: inquiry.id, reference: inquiryReference(inquiry.id), message: INQUIRY_RECEIVED_MESSAGES[kind] })
}
