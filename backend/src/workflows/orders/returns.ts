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
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_WINDOW_DAYS,
  type ReturnReason,
  type ReturnRequestBody,
  SHIPPING_REFUNDED_FOR,
  returnRefund,
} from "@printshop/contract"
import { type OrderRecord, deriveStatus, sharedTaxRate, toAmount } from "../../lib/orders/order-view"
import { type AdjustedItem, DAY_MS, RETURN_FIELDS, type ReturnRecord, deliveredAt, ordersById, returnsOf } from "../../lib/orders/returns"
import { recordReturnRefundWorkflow } from "./workflows/record-return-refund"

/** A return the rules do not allow (answered 409 with the message). */
export class ReturnRefused extends Error {}

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
  // The rate each line was taxed at when the order was placed, whatever the rate is now.
  const taxRates = new Map((record.order.items ?? []).filter(Boolean).map((item) => [item!.id!, sharedTaxRate([item]) ?? 0]))
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
    lines: lines.map((line) => ({ price: prices.get(line.id) ?? 0, quantity: line.quantity, discount: discountFor(line), taxRate: taxRates.get(line.id) ?? 0 })),
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
