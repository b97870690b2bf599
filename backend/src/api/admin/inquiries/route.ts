import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { referenceOf } from "../../../lib/inquiries/inquiry-view"
import { INQUIRIES_MODULE } from "../../../modules/inquiries"
import type InquiriesModuleService from "../../../modules/inquiries/service"
import { parseOr400 } from "../../http/validation"

/** Digits only: `0x10`, `1e3` or ` 5` are refused rather than coerced. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, "must be a whole number")
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be from ${min} to ${max}`)

const ListQuery = z
  .object({
    kind: z.enum(["support_ticket", "contact", "warranty_claim", "service_request", "business_quote"]).optional(),
    limit: wholeNumber(1, 200).default(50),
    offset: wholeNumber(0, 1_000_000).default(0),
  })
  .strict()

/** GET /admin/inquiries (staff only, like every Medusa /admin route): the forms customers sent, newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = parseOr400(res, ListQuery, req.query)
  if (!query) return
  const [inquiries, count] = await req.scope
    .resolve<InquiriesModuleService>(INQUIRIES_MODULE)
    .listAndCountInquiries(query.kind ? { kind: query.kind } : {}, {
      order: { created_at: "DESC" },
      take: query.limit,
      skip: query.offset,
    })
  res.json({
    inquiries: inquiries.map((inquiry) => ({ ...inquiry, reference: referenceOf(inquiry.id) })),
    count,
    limit: query.limit,
    offset: query.offset,
  })
}
