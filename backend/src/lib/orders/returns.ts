import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import {
  beginReceiveReturnWorkflow,
  beginReturnOrderWorkflow,
  cancelReturnRequestWorkflow,
  confirmReturnReceiveWorkflow,
  confirmReturnRequestWorkflow,
  receiveItemReturnRequestWorkflow,
  requestItemReturnWorkflow,
} from "@medusajs/medusa/core-flows"
import {
  type AdminReturn,
  type OrderReturn,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_WINDOW_DAYS,
  type ReturnReason,
  type ReturnRequestBody,
  SHIPPING_REFUNDED_FOR,
  returnRefund,
} from "@printshop/contract"
import { recordReturnRefundWorkflow } from "../../workflows/orders/workflows/record-return-refund"
import { ORDER_FIELDS, type OrderRecord, deriveStatus, toAmount, toOrderView } from "./order-view"

/** A return the rules do not allow (answered 409 with the message). */
export class ReturnRefused extends Error {}

type ReturnRecord = {
  id: string
  order_id: string
  status: string
  created_at: string | Date
  received_at?: string | Date | null
  metadata?: Record<string, unknown> | null
  items?: Array<{ item_id: string; quantity: unknown; received_quantity?: unknown } | null> | null
}

export const RETURN_FIELDS = ["id", "order_id", "status", "created_at", "received_at", "metadata", "items.item_id", "items.quantity", "items.received_quantity"]

const DAY_MS = 24 * 60 * 60 * 1000
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

/**
 * A customer asks to return items of a delivered order within 30 days of delivery: a Medusa return
 * on the order (requested), the items and quantities checked against what was bought and what is
 * already being returned. Run holding the order's lock (see withOrderLock).
 */
export async function requestReturn(container: MedusaContainer, order: OrderRecord, body: ReturnRequestBody, locationId: string, now = Date.now()) {
  const delivered = deliveredAt(order)
  if (deriveStatus(order) !== "delivered" || !delivered) throw new ReturnRefused(RETURN_MESSAGES.notDelivered)
  if (now - new Date(delivered).getTime() > RETURN_WINDOW_DAYS * DAY_MS) throw new ReturnRefused(RETURN_MESSAGES.windowClosed)

  const existing = (await returnsOf(container, [order.id])).get(order.id) ?? []
  const alreadyReturning = new Map<string, number>()
  for (const record of existing) for (const line of record.items ?? []) if (line) alreadyReturning.set(line.item_id, (alreadyReturning.get(line.item_id) ?? 0) + toAmount(line.quantity))
  const wanted = new Map<string, number>()
  for (const { productId, quantity } of body.items) wanted.set(productId, (wanted.get(productId) ?? 0) + quantity)
  const lines: Array<{ id: string; quantity: number }> = []
  for (const [productId, quantity] of wanted) {
    const item = (order.items ?? []).find((candidate) => candidate?.product_id === productId)
    if (!item?.id) throw new ReturnRefused(RETURN_MESSAGES.notInOrder)
    if (quantity > toAmount(item.quantity) - (alreadyReturning.get(item.id) ?? 0)) throw new ReturnRefused(RETURN_MESSAGES.tooMany)
    lines.push({ id: item.id, quantity })
  }

  const { result: change } = await beginReturnOrderWorkflow(container).run({
    input: { order_id: order.id, location_id: locationId, description: RETURN_REASON_LABELS[body.reason], metadata: { reason: body.reason, note: body.note || null } },
  })
  const returnId = (change as { return_id?: string }).return_id!
  try {
    await requestItemReturnWorkflow(container).run({ input: { return_id: returnId, items: lines } })
    await confirmReturnRequestWorkflow(container).run({ input: { return_id: returnId } })
  } catch (error) {
    // Nothing half-made stays on the order.
    await cancelReturnRequestWorkflow(container).run({ input: { return_id: returnId } }).catch(() => {})
    throw error
  }
  return returnId
}

type AdjustedItem = { id?: string; quantity?: unknown; adjustments?: Array<{ amount?: unknown } | null> | null }

type PaidOrder = OrderRecord & {
  shipping_total?: unknown
  payment_collections?: Array<{ payments?: Array<{ id: string; captured_at?: unknown; canceled_at?: unknown } | null> } | null> | null
}

/** Orders by id with what the shop shows of them (Medusa's order fields; a return's own `order` relation lacks its items' details). */
async function ordersById(container: MedusaContainer, ids: string[], extra: string[] = []) {
  if (!ids.length) return new Map<string, PaidOrder>()
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: [...ORDER_FIELDS, ...extra], filters: { id: [...new Set(ids)] } })
  return new Map((data as unknown as PaidOrder[]).map((order) => [order.id, order]))
}

/**
 * Staff receive a return: Medusa's receive workflows put the items back in stock; the refund (the
 * items' price and tax, shipping for damaged or defective items) is recorded through the payment.
 */
export async function receiveReturn(container: MedusaContainer, returnId: string, userId: string | null) {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "return", fields: RETURN_FIELDS, filters: { id: returnId } })
  const found = data[0] as unknown as ReturnRecord | undefined
  if (!found || found.status === "canceled" || found.status === "open") return null
  const order = (
    await ordersById(container, [found.order_id], [
      "payment_collections.payments.id",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.canceled_at",
      "items.adjustments.amount",
    ])
  ).get(found.order_id)!
  const record = { ...found, order }
  const payments = (record.order.payment_collections ?? []).flatMap((collection) => collection?.payments ?? []).filter((payment) => payment && !payment.canceled_at)
  const payment = payments.find((candidate) => candidate!.captured_at) ?? payments[0]
  // Items received without their refund (in Medusa's dashboard, or a refund that failed after the
  // receipt) get the refund now; anything else received is done.
  const refundOnly = ["received", "partially_received"].includes(found.status) && typeof found.metadata?.refund_amount !== "string" && Boolean(payment)
  if (found.status !== "requested" && !refundOnly) throw new ReturnRefused(RETURN_MESSAGES.alreadyReceived)

  // What was received is refunded: all that was asked for here, what staff counted in Medusa's dashboard.
  const lines = (record.items ?? [])
    .filter(Boolean)
    .map((line) => ({ id: line!.item_id, quantity: toAmount(refundOnly ? line!.received_quantity : line!.quantity) }))
    .filter((line) => line.quantity > 0)
  if (!refundOnly) {
    await beginReceiveReturnWorkflow(container).run({ input: { return_id: record.id, created_by: userId ?? undefined } })
    await receiveItemReturnRequestWorkflow(container).run({ input: { return_id: record.id, items: lines } })
    await confirmReturnReceiveWorkflow(container).run({ input: { return_id: record.id } })
  }

  const prices = new Map((record.order.items ?? []).filter(Boolean).map((item) => [item!.id!, toAmount(item!.unit_price)]))
  // A promo code's discount on a line, shared out over the units returned.
  const discounts = new Map(
    ((record.order.items ?? []) as Array<AdjustedItem | null>).filter(Boolean).map((item) => {
      const total = (item!.adjustments ?? []).reduce((sum, adjustment) => sum + toAmount(adjustment?.amount), 0)
      return [item!.id!, { total, quantity: toAmount(item!.quantity) }]
    })
  )
  const discountFor = (line: { id: string; quantity: number }) => {
    const discount = discounts.get(line.id)
    return discount && discount.quantity > 0 ? Math.round((discount.total * line.quantity * 100) / discount.quantity) / 100 : 0
  }
  const others = (await returnsOf(container, [record.order.id])).get(record.order.id) ?? []
  const reason = ((record.metadata ?? {}).reason as ReturnReason) ?? "other"
  const shippingAlreadyRefunded = others.some((other) => other.id !== record.id && other.metadata?.shipping_refunded === true)
  const amount = returnRefund({
    lines: lines.map((line) => ({ price: prices.get(line.id) ?? 0, quantity: line.quantity, discount: discountFor(line) })),
    reason,
    shippingCost: MathBN.convert((record.order.shipping_total ?? 0) as number).toNumber(),
    shippingAlreadyRefunded,
  })
  if (payment) {
    await recordReturnRefundWorkflow(container).run({
      input: {
        returnId: record.id,
        orderId: record.order.id,
        paymentId: payment.id,
        captured: Boolean(payment.captured_at),
        amount,
        shippingRefunded: SHIPPING_REFUNDED_FOR.includes(reason) && !shippingAlreadyRefunded,
        createdBy: userId,
      },
    })
  }
  return record.id
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
