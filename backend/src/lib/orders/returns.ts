import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MathBN } from "@medusajs/framework/utils"
import { type AdminReturn, type OrderReturn, type ReturnReason, SHIPPING_REFUNDED_FOR, returnRefund } from "@printshop/contract"
import { ORDER_FIELDS, type OrderRecord, sharedTaxRate, toAmount, toOrderView } from "./order-view"

export type ReturnRecord = {
  id: string
  order_id: string
  status: string
  created_at: string | Date
  received_at?: string | Date | null
  metadata?: Record<string, unknown> | null
  items?: Array<{ item_id: string; quantity: unknown; received_quantity?: unknown; damaged_quantity?: unknown } | null> | null
}

export const RETURN_FIELDS = ["id", "order_id", "status", "created_at", "received_at", "metadata", "items.item_id", "items.quantity", "items.received_quantity", "items.damaged_quantity"]

export const DAY_MS = 24 * 60 * 60 * 1000
const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)

/** A Medusa return as its customer sees it, with the order's item names. */
export function toOrderReturn(record: ReturnRecord, order: Pick<OrderRecord, "display_id" | "id" | "items">): OrderReturn {
  const items = new Map((order.items ?? []).filter(Boolean).map((item) => [item!.id!, item!]))
  const metadata = record.metadata ?? {}
  const refund = typeof metadata.refund_amount === "string" ? metadata.refund_amount : null
  const received = record.status === "received" || record.status === "partially_received"
  const fullAmount = typeof metadata.refund_full === "string" ? metadata.refund_full : null
  const reductionReason = typeof metadata.refund_reduced_reason === "string" ? metadata.refund_reduced_reason : null
  return {
    id: record.id,
    orderNumber: String(order.display_id ?? order.id),
    status: record.status === "received" || record.status === "partially_received" ? (refund && Number(refund) > 0 ? "refunded" : "received") : "requested",
    reason: (metadata.reason as ReturnReason) ?? "other",
    note: typeof metadata.note === "string" && metadata.note ? metadata.note : null,
    unopened: metadata.unopened === true,
    items: (record.items ?? []).filter(Boolean).map((line) => {
      const item = items.get(line!.item_id)
      // Medusa counts a unit received as damaged (dismissed) apart: it did not go back into stock.
      const restocked = received ? toAmount(line!.received_quantity) > toAmount(line!.damaged_quantity) : null
      return { productId: item?.product_id ?? "", productName: item?.product_title || item?.title || "", quantity: toAmount(line!.quantity), restocked }
    }),
    refundAmount: refund,
    refundReduction: refund !== null && fullAmount !== null && reductionReason ? { fullAmount, reason: reductionReason } : null,
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

/**
 * What receiving a return refunds (docs/decisions.md, "After the order"): for each line's units (as
 * asked, or as counted on arrival), its price less its share of a promo code's discount, and the
 * tax it was charged at the rate of the day; the order's shipping too for damaged or defective
 * items, once per order (`siblings`: the order's other returns).
 */
export function refundDue(
  record: ReturnRecord,
  order: PaidOrder,
  siblings: ReturnRecord[],
  lines: Array<{ id: string; quantity: number }>
): { amount: number; shippingRefunded: boolean } {
  const orderItems = ((order.items ?? []) as Array<(AdjustedItem & { unit_price?: unknown; tax_lines?: Array<{ rate?: unknown } | null> | null }) | null>).filter(
    Boolean
  )
  const itemOf = new Map(orderItems.map((item) => [item!.id!, item!]))
  const discountFor = (line: { id: string; quantity: number }) => {
    const item = itemOf.get(line.id)
    const total = (item?.adjustments ?? []).reduce((sum, adjustment) => sum + toAmount(adjustment?.amount), 0)
    const bought = toAmount(item?.quantity)
    return bought > 0 ? Math.round((total * line.quantity * 100) / bought) / 100 : 0
  }
  const reason = ((record.metadata ?? {}).reason as ReturnReason) ?? "other"
  const shippingAlreadyRefunded = siblings.some((other) => other.id !== record.id && other.metadata?.shipping_refunded === true)
  const amount = returnRefund({
    lines: lines.map((line) => {
      const item = itemOf.get(line.id)
      // The rate each line was taxed at when the order was placed, whatever the rate is now.
      return { price: toAmount(item?.unit_price), quantity: line.quantity, discount: discountFor(line), taxRate: (item && sharedTaxRate([item])) ?? 0 }
    }),
    reason,
    shippingCost: MathBN.convert((order.shipping_total ?? 0) as number).toNumber(),
    shippingAlreadyRefunded,
  })
  return { amount, shippingRefunded: SHIPPING_REFUNDED_FOR.includes(reason) && !shippingAlreadyRefunded }
}

/** The lines a return refunds: what was asked for, or (`counted`) what arrived. */
export const returnLines = (record: ReturnRecord, counted: boolean) =>
  (record.items ?? [])
    .filter(Boolean)
    .map((line) => ({ id: line!.item_id, quantity: toAmount(counted ? line!.received_quantity : line!.quantity) }))
    .filter((line) => line.quantity > 0)

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
  const orders = await ordersById(container, records.map((record) => record.order_id), ["items.adjustments.amount"])
  const all = records
    .filter((record) => orders.has(record.order_id))
    .map((record): AdminReturn => {
      const order = orders.get(record.order_id)!
      const view = toOrderReturn(record, order)
      const siblings = records.filter((other) => other.order_id === record.order_id)
      const due = view.status === "requested" ? refundDue(record, order, siblings, returnLines(record, false)).amount.toFixed(2) : null
      const name =
        typeof order.metadata?.customer_name === "string" && order.metadata.customer_name
          ? (order.metadata.customer_name as string)
          : [order.shipping_address?.first_name, order.shipping_address?.last_name].filter(Boolean).join(" ")
      return { ...view, customerEmail: order.email ?? "", customerName: name, refundDue: due }
    })
  const filtered = params.status ? all.filter((entry) => entry.status === params.status) : all
  return { returns: filtered.slice(params.offset, params.offset + params.limit), count: filtered.length, limit: params.limit, offset: params.offset }
}

/** One return as staff see it, or null. */
export async function findAdminReturn(container: MedusaContainer, returnId: string) {
  const page = await listAdminReturns(container, { limit: 5000, offset: 0 })
  return page.returns.find((entry) => entry.id === returnId) ?? null
}

/** The figures an order charged, which Medusa recomputes for what is kept once a return is received. */
const CHARGED_FIELDS = ["id", "item_subtotal", "discount_subtotal", "shipping_discount_total", "shipping_total", "shipping_tax_total", "tax_total", "total", "items.id", "items.tax_lines.rate"]

/**
 * Orders with their figures as charged: Medusa lowers an order's subtotal, tax and total for the
 * items of a received return, while its lines keep the quantities bought. Each view shows the
 * lines, the figures as charged, then what returns refunded and the net (docs/decisions.md, "After
 * the order"): the figures are read from the order's version before its first return.
 */
export async function asCharged(container: MedusaContainer, orders: OrderRecord[]): Promise<OrderRecord[]> {
  return Promise.all(
    orders.map(async (order) => {
      const received = (order.returns ?? []).filter((record) => record && ["received", "partially_received"].includes(record.status ?? ""))
      const versions = (order.returns ?? []).map((record) => record?.order_version).filter((version): version is number => typeof version === "number")
      if (!received.length || !versions.length) return order
      const { data } = await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: CHARGED_FIELDS, filters: { id: order.id, version: Math.min(...versions) } as Record<string, unknown> })
      const before = data[0] as OrderRecord | undefined
      if (!before) return order
      const taxLines = new Map((before.items ?? []).filter(Boolean).map((item) => [item!.id, item!.tax_lines]))
      return {
        ...order,
        item_subtotal: before.item_subtotal,
        discount_subtotal: before.discount_subtotal,
        shipping_discount_total: before.shipping_discount_total,
        shipping_total: before.shipping_total,
        shipping_tax_total: before.shipping_tax_total,
        tax_total: before.tax_total,
        total: before.total,
        items: (order.items ?? []).map((item) => (item ? { ...item, tax_lines: taxLines.get(item.id) ?? item.tax_lines } : item)),
      }
    })
  )
}

/** Orders as their customer sees them (GET /api/user/orders and the answers about one order): with when each was delivered and its returns. */
export async function customerOrderViews(container: MedusaContainer, givenOrders: OrderRecord[]) {
  const orders = await asCharged(container, givenOrders)
  const returns = await returnsOf(container, orders.map((order) => order.id))
  return orders.map((order) => ({
    ...toOrderView(order),
    deliveredAt: deliveredAt(order),
    returns: (returns.get(order.id) ?? []).map((record) => toOrderReturn(record, order)),
  }))
}
