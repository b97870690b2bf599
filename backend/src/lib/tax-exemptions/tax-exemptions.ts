import type { MedusaContainer } from "@medusajs/framework/types"
import {
  type AdminTaxExemption,
  MAX_CERTIFICATE_BYTES,
  TAX_EXEMPTION_MESSAGES,
  type TaxExemption,
  type TaxExemptionStatus,
  taxExemptionStatusOn,
  todayUtc,
} from "@printshop/contract"
import { TAX_EXEMPTIONS_MODULE } from "../../modules/tax-exemptions"
import type TaxExemptionsModuleService from "../../modules/tax-exemptions/service"
import { detectPicture } from "../../modules/shop-files/pictures"
import { companiesService } from "../companies/companies"

/** A certificate as the tax exemptions module keeps it. */
export type TaxExemptionRecord = {
  id: string
  company_id: string
  kind: "exemption" | "resale"
  certificate_number: string
  states: string[]
  expires_on: string
  status: Exclude<TaxExemptionStatus, "expired">
  file_key: string
  file_name: string
  file_type: string
  uploaded_by_name: string
  review_note: string | null
  reviewed_at: Date | string | null
  created_at: Date | string
}

export const taxExemptionsService = (container: MedusaContainer) => container.resolve<TaxExemptionsModuleService>(TAX_EXEMPTIONS_MODULE)

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

export function toTaxExemptionView(record: TaxExemptionRecord, today = todayUtc()): TaxExemption {
  return {
    id: record.id,
    kind: record.kind,
    certificateNumber: record.certificate_number,
    states: record.states,
    expiresOn: record.expires_on,
    status: taxExemptionStatusOn(record.status, record.expires_on, today),
    fileName: record.file_name,
    uploadedBy: record.uploaded_by_name,
    reviewNote: record.review_note,
    reviewedAt: iso(record.reviewed_at),
    createdAt: iso(record.created_at) as string,
  }
}

/** Certificates as staff see them: with their company's name and tax ID. */
export async function toAdminTaxExemptionViews(container: MedusaContainer, records: TaxExemptionRecord[]): Promise<AdminTaxExemption[]> {
  const ids = [...new Set(records.map((record) => record.company_id))]
  const companies = ids.length ? await companiesService(container).listCompanies({ id: ids }, { select: ["id", "name", "tax_id"], take: ids.length }) : []
  const byId = new Map(companies.map((company) => [company.id, company]))
  const today = todayUtc()
  return records.map((record) => {
    const company = byId.get(record.company_id)
    return { ...toTaxExemptionView(record, today), company: { id: record.company_id, name: company?.name ?? "(closed company)", taxId: company?.tax_id ?? null } }
  })
}

/** A company's certificates, newest first. */
export async function companyTaxExemptions(container: MedusaContainer, companyId: string): Promise<TaxExemptionRecord[]> {
  return (await taxExemptionsService(container).listTaxExemptions({ company_id: companyId }, { order: { created_at: "DESC" }, take: 100 })) as unknown as TaxExemptionRecord[]
}

export async function findTaxExemption(container: MedusaContainer, id: string): Promise<TaxExemptionRecord | null> {
  const [record] = await taxExemptionsService(container).listTaxExemptions({ id }, { take: 1 })
  return (record as unknown as TaxExemptionRecord | undefined) ?? null
}

/** A filter on the stored status and date for the status a certificate shows. */
function statusFilter(status: TaxExemptionStatus | undefined, today: string): Record<string, unknown> {
  if (!status) return {}
  if (status === "expired") return { status: "approved", expires_on: { $lt: today } }
  if (status === "approved") return { status: "approved", expires_on: { $gte: today } }
  return { status }
}

/** Staff's page of certificates, newest first (of one company with `companyId`), and how many wait for review. */
export async function listTaxExemptionsPage(container: MedusaContainer, params: { status?: TaxExemptionStatus; companyId?: string; limit: number; offset: number }) {
  const service = taxExemptionsService(container)
  const [[records, count], [, pendingCount]] = await Promise.all([
    service.listAndCountTaxExemptions({ ...statusFilter(params.status, todayUtc()), ...(params.companyId ? { company_id: params.companyId } : {}) }, { order: { created_at: "DESC" }, take: params.limit, skip: params.offset }),
    service.listAndCountTaxExemptions({ status: "pending" }, { select: ["id"], take: 1 }),
  ])
  return {
    exemptions: await toAdminTaxExemptionViews(container, records as unknown as TaxExemptionRecord[]),
    count,
    limit: params.limit,
    offset: params.offset,
    pendingCount,
  }
}

/** A certificate's file type from its content (a PDF or a picture), or the reason it is refused. */
export function certificateTypeOf(file: { buffer: Buffer; size: number }): { type: string } | { problem: string } {
  if (file.size > MAX_CERTIFICATE_BYTES) return { problem: TAX_EXEMPTION_MESSAGES.fileSize }
  if (file.buffer.subarray(0, 5).toString("latin1") === "%PDF-") return { type: "application/pdf" }
  const picture = detectPicture(file.buffer)
  if (picture && ["image/png", "image/jpeg", "image/webp"].includes(picture.mimeType)) return { type: picture.mimeType }
  return { problem: TAX_EXEMPTION_MESSAGES.fileType }
}
