import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { updateInquiryBodySchema } from "@printshop/contract"
import type { z } from "zod"
import { findInquiry } from "../../../../../lib/inquiries/admin-inquiries"
import { setInquiryStatusWorkflow } from "../../../../../workflows/inquiries/workflows/set-inquiry-status"

/** GET /api/admin/inquiries/{id}: one stored form, with the replies staff sent. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const inquiry = await findInquiry(req.scope, req.params.id)
  if (!inquiry) {
    res.status(404).json({ message: `Message ${req.params.id} was not found.` })
    return
  }
  res.json(inquiry)
}

/** PATCH /api/admin/inquiries/{id} { status: 'new' | 'handled' }: staff mark a message handled (or new again). */
export async function PATCH(req: AuthenticatedMedusaRequest<z.output<typeof updateInquiryBodySchema>>, res: MedusaResponse) {
  const existing = await findInquiry(req.scope, req.params.id)
  if (!existing) {
    res.status(404).json({ message: `Message ${req.params.id} was not found.` })
    return
  }
  await setInquiryStatusWorkflow(req.scope).run({ input: { id: existing.id, status: req.validatedBody.status } })
  res.json(await findInquiry(req.scope, existing.id))
}
