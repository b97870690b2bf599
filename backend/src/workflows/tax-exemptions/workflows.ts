import { StepResponse, WorkflowResponse, createStep, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { TaxExemptionBody } from "@printshop/contract"
import { taxExemptionsService } from "../../lib/tax-exemptions/tax-exemptions"
import { TaxExemptionEvents } from "./events"

export type SubmitTaxExemptionInput = {
  companyId: string
  body: TaxExemptionBody
  file: { name: string; type: string; base64: string }
  uploadedById: string
  uploadedByName: string
}

/** The certificate's file in the private file storage (never served publicly); compensation deletes it. */
const storeCertificateStep = createStep(
  "store-tax-exemption-certificate",
  async (input: SubmitTaxExemptionInput, { container }) => {
    const [stored] = await container
      .resolve(Modules.FILE)
      .createFiles([{ filename: `certificate-${input.file.name}`, mimeType: input.file.type, content: input.file.base64, access: "private" }])
    return new StepResponse({ key: stored.id }, stored.id)
  },
  async (key, { container }) => {
    if (key) await container.resolve(Modules.FILE).deleteFiles(key)
  }
)

const createTaxExemptionStep = createStep(
  "create-tax-exemption",
  async ({ input, key }: { input: SubmitTaxExemptionInput; key: string }, { container }) => {
    const record = await taxExemptionsService(container).createTaxExemptions({
      company_id: input.companyId,
      kind: input.body.kind,
      certificate_number: input.body.certificateNumber,
      states: input.body.states,
      expires_on: input.body.expiresOn,
      status: "pending",
      file_key: key,
      file_name: input.file.name,
      file_type: input.file.type,
      uploaded_by_id: input.uploadedById,
      uploaded_by_name: input.uploadedByName,
    })
    return new StepResponse({ id: record.id }, record.id)
  },
  async (id, { container }) => {
    if (id) await taxExemptionsService(container).deleteTaxExemptions(id)
  }
)

/** A company uploads a certificate: its file is kept privately and staff are asked to review it. */
export const submitTaxExemptionWorkflow = createWorkflow("submit-tax-exemption", (input: SubmitTaxExemptionInput) => {
  const stored = storeCertificateStep(input)
  const record = createTaxExemptionStep(transform({ input, stored }, ({ input, stored }) => ({ input, key: stored.key })))
  emitEventStep({ eventName: TaxExemptionEvents.SUBMITTED, data: transform({ record }, ({ record }) => ({ id: record.id })) })
  return new WorkflowResponse(record)
})

type Review = { id: string; decision: "approve" | "reject"; note: string | null; reviewedBy: string }

const reviewTaxExemptionStep = createStep(
  "review-tax-exemption",
  async (input: Review, { container }) => {
    const service = taxExemptionsService(container)
    const before = await service.retrieveTaxExemption(input.id)
    await service.updateTaxExemptions({
      id: input.id,
      status: input.decision === "approve" ? "approved" : "rejected",
      review_note: input.note,
      reviewed_at: new Date(),
      reviewed_by: input.reviewedBy,
    })
    return new StepResponse({ id: input.id }, { id: before.id, status: before.status, review_note: before.review_note, reviewed_at: before.reviewed_at, reviewed_by: before.reviewed_by })
  },
  async (before, { container }) => {
    if (before) await taxExemptionsService(container).updateTaxExemptions(before)
  }
)

/** Staff approve or reject a certificate; the member who uploaded it is e-mailed the decision. */
export const reviewTaxExemptionWorkflow = createWorkflow("review-tax-exemption", (input: Review) => {
  const reviewed = reviewTaxExemptionStep(input)
  emitEventStep({ eventName: TaxExemptionEvents.REVIEWED, data: transform({ reviewed }, ({ reviewed }) => ({ id: reviewed.id })) })
  return new WorkflowResponse(reviewed)
})
