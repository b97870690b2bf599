import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { clientAddress } from "../../../lib/http/client-address"
import { type LimitCheck, rateLimits, recordAttempt } from "../../../lib/accounts/rate-limit"
import { RECEIVED_MESSAGES, referenceOf, summaryOf } from "../../../lib/inquiries/inquiry-view"
import { InquiryBody } from "../../../lib/inquiries/validators"
import { INQUIRIES_MODULE } from "../../../modules/inquiries"
import type InquiriesModuleService from "../../../modules/inquiries/service"
import { refusedByRateLimit } from "../../http/guards"
import { parseOr400 } from "../../http/validation"

/**
 * POST /api/inquiries: stores a support ticket, contact message, warranty claim, service request
 * or business quote request (DESIGN §4: nothing a customer sends is lost). Visitors may send
 * them; a signed-in customer's are linked to the account. Limited per address against spam.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const body = parseOr400(res, InquiryBody, req.body)
  if (!body) return
  const checks: LimitCheck[] = [[rateLimits().inquiriesPerAddress, clientAddress(req)]]
  if (await refusedByRateLimit(res, checks, "form")) return
  await recordAttempt(checks)

  const { kind, ...fields } = body
  const inquiry = await req.scope.resolve<InquiriesModuleService>(INQUIRIES_MODULE).createInquiries({
    kind,
    ...summaryOf(body),
    fields,
    customer_id: req.auth_context?.actor_id || null,
  })
  res.status(201).json({ id: inquiry.id, reference: referenceOf(inquiry.id), message: RECEIVED_MESSAGES[kind] })
}
