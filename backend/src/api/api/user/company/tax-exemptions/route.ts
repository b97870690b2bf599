import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { COMPANY_MESSAGES, TAX_EXEMPTION_MESSAGES, type TaxExemptionBody, todayUtc } from "@printshop/contract"
import { nameOf } from "../../../../../lib/accounts/customers"
import { membershipOf } from "../../../../../lib/companies/companies"
import { certificateTypeOf, companyTaxExemptions, findTaxExemption, toTaxExemptionView } from "../../../../../lib/tax-exemptions/tax-exemptions"
import { submitTaxExemptionWorkflow } from "../../../../../workflows/tax-exemptions/workflows"
import { companyAdminOr403 } from "../../../../http/company-access"

type UploadedFile = { originalname: string; size: number; buffer: Buffer }

/** GET /api/user/company/tax-exemptions: the company's certificates, newest first (every member sees them). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const membership = await membershipOf(req.scope, req.auth_context.actor_id)
  if (!membership) {
    res.status(404).json({ message: COMPANY_MESSAGES.notMember })
    return
  }
  const today = todayUtc()
  res.setHeader("Cache-Control", "no-store")
  res.json((await companyTaxExemptions(req.scope, membership.company.id)).map((record) => toTaxExemptionView(record, today)))
}

/**
 * POST /api/user/company/tax-exemptions (multipart: `file`, `kind`, `certificateNumber`, `states`,
 * `expiresOn`): a company's admin uploads an exemption or resale certificate (a PDF or a picture,
 * judged by its content, at most 10 MB), kept in the private file storage; staff are e-mailed to
 * review it. 201 with the certificate, waiting for review.
 */
export async function POST(req: AuthenticatedMedusaRequest<TaxExemptionBody>, res: MedusaResponse) {
  const membership = await companyAdminOr403(req, res)
  if (!membership) return
  const body = req.validatedBody
  const file = (req as unknown as { file?: UploadedFile }).file
  if (!file) {
    res.status(400).json({ message: TAX_EXEMPTION_MESSAGES.fileRequired, errors: [{ path: "file", message: TAX_EXEMPTION_MESSAGES.fileRequired }] })
    return
  }
  const checked = certificateTypeOf(file)
  if ("problem" in checked) {
    res.status(400).json({ message: checked.problem, errors: [{ path: "file", message: checked.problem }] })
    return
  }
  if (body.expiresOn <= todayUtc()) {
    res.status(400).json({ message: TAX_EXEMPTION_MESSAGES.pastDate, errors: [{ path: "expiresOn", message: TAX_EXEMPTION_MESSAGES.pastDate }] })
    return
  }
  const uploader = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.auth_context.actor_id)
  const { result } = await submitTaxExemptionWorkflow(req.scope).run({
    input: {
      companyId: membership.company.id,
      body,
      file: { name: file.originalname.replace(/[^\w.\- ]+/g, "_").slice(-100) || "certificate", type: checked.type, base64: file.buffer.toString("base64") },
      uploadedById: uploader.id,
      uploadedByName: nameOf(uploader),
    },
  })
  res.status(201).json(toTaxExemptionView((await findTaxExemption(req.scope, result.id))!))
}
