import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type AdminReturn, type OrderReturn, type ReturnReason } from "@printshop/contract"
import { ORDER_FIELDS, type OrderRecord, toAmount, toOrderView } from "./order-view"

export type ReturnRecord = {
  id: string
  order_id: string
  status: string
  created_at: string | Date
  received_at?: string | Date | null
  metadata?: Record<string, unknown> | null
  items?: Array<{ item_id: string; quantity: unknown; received_quantity?: unknown } | null> | null
}

export const RETURN_FIELDS = ["id", "order_id", "status", "created_at", "received_at", "metadata", "items.item_id", "items.quantity", "items.received_quantity"]

export const DAY_MS = 24 * 60 * 60 * 1000
const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)

/** A Medusa return as its customer sees it, with the order's item names. */
export function toOrderReturn(record: ReturnRecord, order: Pick<OrderRecord, "display_id" | "id" | "items">): OrderReturn {
  const items = new Map((order.items ?? []).filter(Boolean).map((item) => [item!.id!, item!]))
  const metadata = record.metadata ?? {}
  const refund = typeof metadata.refund_amount === "string" ? metadata.refund_amount : null
  return {
    id: record.id,
    orderNumber: String(order.display_id ?? order.id),
    status: record.status === "received" || record.status === "partially_received" ? (refund && Number(refund) > 0 ? "refunded" : "received") : "requested",
    reason: (metadata.reason as ReturnReason) ?? "other",
    note: typeof metadata.note === "string" && metadata.note ? metadata.note : null,
    items: (record.items ?? []).filter(Boolean).map((line) => {
      const item = items.get(line!.item_id)
      return { productId: item?.product_id ?? "", productName: item?.product_title || item?.title || "", quantity: toAmount(line!.quantity) }
    }),
    refundAmount: refund,
    createdAt: iso(record.created_at)!,
    receivedAt: iso(record.received_at),
  }
}

/** The returns of some orders, not cancelled, oldest first, by order id. */
export async function returnsOf(container: MedusaContainer, orderIds: string[]): Promise<Map<string, ReturnRecord[]>> {
  const byOrder = new Map<string, ReturnRecord[]>()
  if (!orderIds.length) return byOrder
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "return",
    fields: RETURN_FIELDS,
    filters: { order_id: orderIds, status: { $ne: "canceled" } },
    pagination: { order: { created_at: "ASC" }, take: 1000 },
  })
  for (const record of data as unknown as ReturnRecord[]) {
    if (record.status === "open") continue
    byOrder.set(record.order_id, [...(byOrder.get(record.order_id) ?? []), record])
  }
  return byOrder
}

/** When the order was delivered: its last delivery, or null. */
export function deliveredAt(order: OrderRecord): string | null {
  const dates = (order.fulfillments ?? [])
    .filter((fulfillment) => fulfillment && !fulfillment.canceled_at && fulfillment.delivered_at)
    .map((fulfillment) => new Date(fulfillment!.delivered_at as string | Date).getTime())
  return dates.length ? new Date(Math.max(...dates)).toISOString() : null
}

export type AdjustedItem = { id?: string; quantity?: unknown; adjustments?: Array<{ amount?: unknown } | null> | null }

export type PaidOrder = OrderRecord & {
  shipping_total?: unknown
  payment_collections?: Array<{ payments?: Array<{ id: string; captured_at?: unknown; canceled_at?: unknown } | null> } | null> | null
}

/** Orders by id with what the shop shows of them (Medusa's order fields; a return's own `order` relation lacks its items' details). */
export async function ordersById(container: MedusaContainer, ids: string[], extra: string[] = []) {
  if (!ids.length) return new Map<string, PaidOrder>()
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: [...ORDER_FIELDS, ...extra], filters: { id: [...new Set(ids)] } })
  return new Map((data as unknown as PaidOrder[]).map((order) => [order.id, order]))
}

/** Staff's view of returns: newest first, filtered by the shop's status. */
export async function listAdminReturns(
  container: MedusaContainer,
  params: { status?: string; limit: number; offset: number }
): Promise<{ returns: AdminReturn[]; count: number; limit: number; offset: number }> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "return",
    fields: RETURN_FIELDS,
    filters: { status: { $nin: ["canceled", "open"] } },
    pagination: { order: { created_at: "DESC" }, take: 5000 },
  })
  const records = data as unknown as ReturnRecord[]
  const orders = await ordersById(container, records.map((record) => record.order_id))
  const all = records
    .filter((record) => orders.has(record.order_id))
    .map((record): AdminReturn => {
      const order = orders.get(record.order_id)!
      const view = toOrderReturn(record, order)
      const name =
        typeof order.metadata?.customer_name === "string" && order.metadata.customer_name
          ? (order.metadata.customer_name as string)
          : [order.shipping_address?.first_name, order.shipping_address?.last_name].filter(Boolean).join(" ")
      return { ...view, customerEmail: order.email ?? "", customerName: name }
    })
  const filtered = params.status ? all.filter((entry) => entry.status === params.status) : all
  return { returns: filtered.slice(params.offset, params.offset + params.limit), count: filtered.length, limit: params.limit, offset: params.offset }
}

/** One return as staff see it, or null. */
export async function findAdminReturn(container: MedusaContainer, returnId: string) {
  const page = await listAdminReturns(container, { limit: 5000, offset: 0 })
  return page.returns.find((entry) => entry.id === returnId) ?? null
}

/** Orders as their customer sees them (GET /api/user/orders and the answers about one order): with when each was delivered and its returns. */
export async function customerOrderViews(container: MedusaContainer, orders: OrderRecord[]) {
  const returns = await returnsOf(container, orders.map((order) => order.id))
  return orders.map((order) => ({
    ...toOrderView(order),
    deliveredAt: deliveredAt(order),
    returns: (returns.get(order.id) ?? []).map((record) => toOrderReturn(record, order)),
  }))
}
