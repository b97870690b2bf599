import { z } from "zod"
import { pageAnswerFields, pageQueryFields } from "./admin"
import { MAX_LONG, calendarDate, optionalText, requiredText } from "./fields"
import { type UsStateCode, isUsStateCode } from "./orders"

/**
 * Tax exemption (docs/api.md, "Tax exemption"): a company account uploads an exemption or resale
 * certificate with the states it covers and its expiry; staff approve or reject it. While it is
 * approved and not expired, orders its members ship to a covered state carry no sales tax, through
 * the shop's tax provider in Medusa's tax module.
 */

export const TAX_EXEMPTION_KINDS = ["exemption", "resale"] as const
export type TaxExemptionKind = (typeof TAX_EXEMPTION_KINDS)[number]
export const TAX_EXEMPTION_KIND_LABELS: Record<TaxExemptionKind, string> = {
  exemption: "Exemption certificate",
  resale: "Resale certificate",
}

/** `expired` is never stored: an approved certificate past its last day is expired. */
export const TAX_EXEMPTION_STATUSES = ["pending", "approved", "rejected", "expired"] as const
export type TaxExemptionStatus = (typeof TAX_EXEMPTION_STATUSES)[number]
export const TAX_EXEMPTION_STATUS_LABELS: Record<TaxExemptionStatus, string> = {
  pending: "Waiting for review",
  approved: "Approved",
  rejected: "Rejected",
  expired: "Expired",
}

/** What a certificate's file may be: a PDF or a picture, at most 10 MB. */
export const CERTIFICATE_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024
export const MAX_CERTIFICATE_NUMBER = 50

export const TAX_EXEMPTION_MESSAGES = {
  uploaded: "Certificate received. We will review it within one business day and e-mail you the decision.",
  fileRequired: "Please attach the certificate: a PDF or a picture (PNG, JPEG or WebP).",
  fileType: "The certificate must be a PDF or a picture (PNG, JPEG or WebP); the file's content decides, not its name.",
  fileSize: "The certificate may be at most 10 MB.",
  notFound: "Certificate not found.",
  pastDate: "The expiry date must be after today",
} as const

/** The status a certificate shows on a day: an approved one past its last day is expired. */
export function taxExemptionStatusOn(status: Exclude<TaxExemptionStatus, "expired">, expiresOn: string, today: string): TaxExemptionStatus {
  return status === "approved" && expiresOn < today ? "expired" : status
}

/** The code of the 0% tax line of an exempt order's lines in Medusa: this and the certificate's number. */
export const TAX_EXEMPT_CODE_PREFIX = "EXEMPT:"

/** The words an order's invoice and figures use for an exemption. */
export const taxExemptLabel = (certificateNumber: string) => `Tax exempt: certificate ${certificateNumber}`

/** Two-letter state codes, as a list or as text ("OK, TX"); each once, in capitals. */
const states = z
  .preprocess(
    (value) => (typeof value === "string" ? value.split(/[\s,]+/).filter(Boolean) : value),
    z
      .array(z.string().trim().toUpperCase(), { error: "Choose the states the certificate covers" })
      .min(1, "Choose the states the certificate covers")
      .max(60)
  )
  .superRefine((codes, ctx) => {
    const unknown = codes.find((code) => !isUsStateCode(code))
    if (unknown) ctx.addIssue({ code: "custom", message: `${unknown} is not a US state code` })
  })
  .transform((codes) => [...new Set(codes)].sort() as UsStateCode[])

/** The form fields of POST /api/user/company/tax-exemptions (multipart, the file in `file`). */
export const taxExemptionBodySchema = z
  .object({
    kind: z.enum(TAX_EXEMPTION_KINDS, { error: "Choose the kind of certificate" }),
    certificateNumber: requiredText("Certificate number is required", { max: MAX_CERTIFICATE_NUMBER }),
    states,
    expiresOn: calendarDate("Expiry date is required", "Expiry date must be a date like 2027-12-31"),
  })
  .strict()
export type TaxExemptionBody = z.output<typeof taxExemptionBodySchema>

/** POST /api/admin/tax-exemptions/{id}/review: staff approve or reject, with a note for the company (required to reject). */
export const taxExemptionReviewBodySchema = z
  .object({
    decision: z.enum(["approve", "reject"], { error: "Decision must be approve or reject" }),
    note: optionalText(MAX_LONG).optional(),
  })
  .strict()
  .refine((body) => body.decision === "approve" || Boolean(body.note), { message: "Say why the certificate is rejected", path: ["note"] })
export type TaxExemptionReviewBody = z.output<typeof taxExemptionReviewBodySchema>

export const taxExemptionSchema = z.object({
  id: z.string(),
  kind: z.enum(TAX_EXEMPTION_KINDS),
  certificateNumber: z.string(),
  states: z.array(z.string()),
  /** The last day it holds (YYYY-MM-DD). */
  expiresOn: z.string(),
  status: z.enum(TAX_EXEMPTION_STATUSES),
  fileName: z.string(),
  uploadedBy: z.string(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type TaxExemption = z.output<typeof taxExemptionSchema>
export const taxExemptionListSchema = z.array(taxExemptionSchema)

/** A certificate as staff see it: with its company. */
export const adminTaxExemptionSchema = taxExemptionSchema.extend({ company: z.object({ id: z.string(), name: z.string(), taxId: z.string().nullable() }) })
export type AdminTaxExemption = z.output<typeof adminTaxExemptionSchema>
export const adminTaxExemptionPageSchema = z.object({
  exemptions: z.array(adminTaxExemptionSchema),
  ...pageAnswerFields,
  /** Certificates waiting for review: the count on the tab. */
  pendingCount: z.number().int(),
})
export type AdminTaxExemptionPage = z.output<typeof adminTaxExemptionPageSchema>

/** GET /api/admin/tax-exemptions: by status, and one company's. */
export const listTaxExemptionsQuerySchema = z
  .object({ status: z.enum(TAX_EXEMPTION_STATUSES).optional(), companyId: z.string().trim().min(1).max(100).optional(), ...pageQueryFields })
  .strict()
