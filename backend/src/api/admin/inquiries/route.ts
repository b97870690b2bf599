import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { inquiryReference, type listInquiriesQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { INQUIRIES_MODULE } from "../../../modules/inquiries"
import type InquiriesModuleService from "../../../modules/inquiries/service"

/** GET /admin/inquiries (staff only, like every Medusa /admin route): the forms customers sent, newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.validatedQuery as z.output<typeof listInquiriesQuerySchema>
  const [inquiries, count] = await req.scope
    .resolve<InquiriesModuleService>(INQUIRIES_MODULE)
    .listAndCountInquiries(query.kind ? { kind: query.kind } : {}, {
      order: { created_at: "DESC" },
      take: query.limit,
      skip: query.offset,
    })
  res.json({
    inquiries: inquiries.map((inquiry) => ({ ...inquiry, reference: inquiryReference(inquiry.id) })),
    count,
    limit: query.limit,
    offset: query.offset,
  })
}
