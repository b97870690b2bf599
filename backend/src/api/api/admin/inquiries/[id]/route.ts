import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { updateInquiryBodySchema } from "@printshop/contract"
import type { z } from "zod"
import { findInquiry } from "../../../../../lib/inquiries/admin-inquiries"
import { INQUIRIES_MODULE } from "../../../../../modules/inquiries"
import type InquiriesModuleService from "../../../../../modules/inquiries/service"

/** GET /api/admin/inquiries/{id}: one stored form. */
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
  const inquiries = req.scope.resolve<InquiriesModuleService>(INQUIRIES_MODULE)
  const [existing] = await inquiries.listInquiries({ id: req.params.id }, { take: 1, select: ["id"] })
  if (!existing) {
    res.status(404).json({ message: `Message ${req.params.id} was not found.` })
    return
  }
  const status = req.validatedBody.status
  await inquiries.updateInquiries({ id: existing.id, status, handled_at: status === "handled" ? new Date() : null })
  res.json(await findInquiry(req.scope, existing.id))
}
