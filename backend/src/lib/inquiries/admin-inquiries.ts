import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type AdminInquiry, type InquiryKind, type InquiryStatus, inquiryReference } from "@printshop/contract"
import { INQUIRIES_MODULE } from "../../modules/inquiries"
import type InquiriesModuleService from "../../modules/inquiries/service"

type InquiryRecord = {
  id: string
  kind: InquiryKind
  status: InquiryStatus
  name: string | null
  email: string | null
  subject: string | null
  fields: Record<string, unknown>
  created_at: string | Date
  handled_at?: string | Date | null
  customer?: { id: string; email: string; first_name?: string | null; last_name?: string | null } | null
  replies?: Array<{ id: string; message: string; author_name: string; created_at: string | Date } | null> | null
}

const FIELDS = ["id", "kind", "status", "name", "email", "subject", "fields", "created_at", "handled_at", "customer.id", "customer.email", "customer.first_name", "customer.last_name", "replies.id", "replies.message", "replies.author_name", "replies.created_at"]

/** A stored form as staff see it, with the customer's account when they were signed in. */
export function toAdminInquiry(record: InquiryRecord): AdminInquiry {
  return {
    id: record.id,
    reference: inquiryReference(record.id),
    kind: record.kind,
    status: record.status,
    name: record.name,
    email: record.email,
    subject: record.subject,
    fields: record.fields ?? {},
    customer: record.customer
      ? { id: record.customer.id, email: record.customer.email, firstName: record.customer.first_name ?? "", lastName: record.customer.last_name ?? "" }
      : null,
    createdAt: new Date(record.created_at).toISOString(),
    handledAt: record.handled_at ? new Date(record.handled_at).toISOString() : null,
    replies: (record.replies ?? [])
      .filter((reply) => reply !== null)
      .map((reply) => ({ id: reply.id, message: reply.message, author: reply.author_name, createdAt: new Date(reply.created_at).toISOString() }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  }
}

/** The stored forms, newest first, with the number of new ones (all kinds) for the tab's count. */
export async function listInquiries(
  container: MedusaContainer,
  params: { kind?: InquiryKind; status?: InquiryStatus; limit: number; offset: number }
) {
  const filters: Record<string, unknown> = {}
  if (params.kind) filters.kind = params.kind
  if (params.status) filters.status = params.status
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data, metadata }, [, newCount]] = await Promise.all([
    query.graph({
      entity: "inquiry",
      fields: FIELDS,
      filters,
      pagination: { skip: params.offset, take: params.limit, order: { created_at: "DESC" } },
    }),
    container.resolve<InquiriesModuleService>(INQUIRIES_MODULE).listAndCountInquiries({ status: "new" }, { take: 1, select: ["id"] }),
  ])
  return {
    inquiries: (data as unknown as InquiryRecord[]).map(toAdminInquiry),
    count: metadata?.count ?? data.length,
    limit: params.limit,
    offset: params.offset,
    newCount,
  }
}

/** One stored form, or null. */
export async function findInquiry(container: MedusaContainer, id: string): Promise<AdminInquiry | null> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "inquiry", fields: FIELDS, filters: { id } })
  return data[0] ? toAdminInquiry(data[0] as unknown as InquiryRecord) : null
}
