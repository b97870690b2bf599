import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type AdminQuote, type Quote, type QuoteStatus, quoteStatusOn, quoteSubtotal, todayUtc } from "@printshop/contract"
import { getCatalogueIndex } from "../../modules/catalogue/catalogue-index"
import { QUOTES_MODULE } from "../../modules/quotes"
import type QuotesModuleService from "../../modules/quotes/service"
import { toAmount } from "../orders/order-view"

type StoredStatus = Exclude<QuoteStatus, "expired">

/** A quote as the quotes module keeps it, with its lines and messages. */
export type QuoteRecord = {
  id: string
  number: number
  customer_id: string
  email: string
  customer_name: string
  company: string | null
  phone: string | null
  status: StoredStatus
  message: string | null
  note: string | null
  valid_until: string | null
  quoted_at: Date | string | null
  order_id: string | null
  created_at: Date | string
  updated_at: Date | string
  items?: Array<{ id: string; product_id: string; product_name: string; quantity: number; unit_price: unknown; rank: number }> | null
  messages?: Array<{ id: string; author: "customer" | "staff"; author_name: string; body: string; created_at: Date | string }> | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

export const quotesService = (container: MedusaContainer) => container.resolve<QuotesModuleService>(QUOTES_MODULE)

/** The lines of a quote in their order, with their prices as dollars (null until priced). */
export function quoteLinesOf(record: QuoteRecord) {
  return [...(record.items ?? [])]
    .sort((a, b) => a.rank - b.rank)
    .map((item) => ({
      productId: item.product_id,
      productName: item.product_name,
      quantity: Number(item.quantity),
      unitPrice: item.unit_price === null || item.unit_price === undefined ? null : toAmount(item.unit_price),
    }))
}

/** The status a quote shows today: a quoted quote past its last day is expired. */
export const statusOf = (record: Pick<QuoteRecord, "status" | "valid_until">, today = todayUtc()) => quoteStatusOn(record.status, record.valid_until, today)

/** The order's number (display id) of each order id, for the quotes that placed one. */
async function orderNumbers(container: MedusaContainer, orderIds: string[]): Promise<Map<string, string>> {
  if (!orderIds.length) return new Map()
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["id", "display_id"], filters: { id: orderIds } })
  return new Map((data as unknown as Array<{ id: string; display_id: number | string }>).map((order) => [order.id, String(order.display_id)]))
}

/** Quotes as their customer sees them: each line with the product's picture and catalogue price now. */
export async function toQuoteViews(container: MedusaContainer, records: QuoteRecord[]): Promise<Quote[]> {
  const [index, numbers] = await Promise.all([
    getCatalogueIndex(container),
    orderNumbers(container, records.map((record) => record.order_id).filter((id): id is string => Boolean(id))),
  ])
  const today = todayUtc()
  return records.map((record) => {
    const items = quoteLinesOf(record).map((line) => {
      const product = index.get(line.productId)
      return {
        ...line,
        productName: product?.name ?? line.productName,
        image: product?.image || null,
        listPrice: product ? Number(product.price) : null,
        total: line.unitPrice === null ? null : ((Math.round(line.unitPrice * 100) * line.quantity) / 100).toFixed(2),
      }
    })
    return {
      id: record.id,
      number: Number(record.number),
      status: statusOf(record, today),
      items,
      message: record.message,
      company: record.company,
      note: record.note,
      validUntil: record.valid_until,
      quotedAt: iso(record.quoted_at),
      orderId: record.order_id ? (numbers.get(record.order_id) ?? null) : null,
      subtotal: quoteSubtotal(items),
      messages: [...(record.messages ?? [])]
        .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
        .map((message) => ({ id: message.id, author: message.author, authorName: message.author_name, body: message.body, createdAt: iso(message.created_at) as string })),
      askedBy: { id: record.customer_id, name: record.customer_name },
      createdAt: iso(record.created_at) as string,
      updatedAt: iso(record.updated_at) as string,
    }
  })
}

/** Quotes as staff see them: with the customer who asked. */
export async function toAdminQuoteViews(container: MedusaContainer, records: QuoteRecord[]): Promise<AdminQuote[]> {
  const views = await toQuoteViews(container, records)
  return views.map((view, index) => {
    const record = records[index]
    return { ...view, customer: { id: record.customer_id, email: record.email, name: record.customer_name, phone: record.phone } }
  })
}

const RELATIONS = ["items", "messages"]

/** One quote by id, or null; with `customerId`, only that customer's (or those customers'). */
export async function findQuote(container: MedusaContainer, id: string, customerId?: string | string[]): Promise<QuoteRecord | null> {
  const filters: Record<string, unknown> = { id }
  if (customerId) filters.customer_id = customerId
  const [record] = await quotesService(container).listQuotes(filters, { relations: RELATIONS, take: 1 })
  return (record as unknown as QuoteRecord | undefined) ?? null
}

/** A filter on the stored status and date for the status a quote shows. */
function statusFilter(status: QuoteStatus | undefined, today: string): Record<string, unknown> {
  if (!status) return {}
  if (status === "expired") return { status: "quoted", valid_until: { $lt: today } }
  if (status === "quoted") return { status: "quoted", valid_until: { $gte: today } }
  return { status }
}

/** The quotes of the customers (a customer and their company's colleagues), newest first. */
export async function customerQuotes(container: MedusaContainer, customerIds: string[]): Promise<QuoteRecord[]> {
  const records = await quotesService(container).listQuotes({ customer_id: customerIds }, { relations: RELATIONS, order: { created_at: "DESC" }, take: 200 })
  return records as unknown as QuoteRecord[]
}

/** Staff's page of quotes, newest first, with how many wait for prices. */
export async function listQuotesPage(container: MedusaContainer, params: { status?: QuoteStatus; limit: number; offset: number }) {
  const service = quotesService(container)
  const [[records, count], [, requestedCount]] = await Promise.all([
    service.listAndCountQuotes(statusFilter(params.status, todayUtc()), {
      relations: RELATIONS,
      order: { created_at: "DESC" },
      skip: params.offset,
      take: params.limit,
    }),
    service.listAndCountQuotes({ status: "requested" }, { select: ["id"], take: 1 }),
  ])
  return {
    quotes: await toAdminQuoteViews(container, records as unknown as QuoteRecord[]),
    count,
    limit: params.limit,
    offset: params.offset,
    requestedCount,
  }
}

/** The checkout a quote's acceptance is: one per quote, so two accepts place one order. */
export const quoteSubmissionId = (customerId: string, quoteId: string) => `${customerId}:quote:${quoteId}`
