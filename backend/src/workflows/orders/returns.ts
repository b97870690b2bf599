import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  beginReceiveReturnWorkflow,
  beginReturnOrderWorkflow,
  cancelReturnRequestWorkflow,
  confirmReturnReceiveWorkflow,
  confirmReturnRequestWorkflow,
  dismissItemReturnRequestWorkflow,
  receiveItemReturnRequestWorkflow,
  requestItemReturnWorkflow,
} from "@medusajs/medusa/core-flows"
import {
  NOT_RESTOCKED_BY_DEFAULT,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_WINDOW_DAYS,
  type ReceiveReturnBody,
  type ReturnReason,
  type ReturnRequestBody,
  UNOPENED_RETURN_WINDOW_DAYS,
} from "@printshop/contract"
import { type OrderRecord, deriveStatus, toAmount } from "../../lib/orders/order-view"
import { DAY_MS, RETURN_FIELDS, type ReturnRecord, deliveredAt, ordersById, refundDue, returnLines, returnsOf } from "../../lib/orders/returns"
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
  // 30 days for anything; 60 for unopened items in their sealed packaging (the returns policy).
  const since = now - new Date(delivered).getTime()
  if (since > UNOPENED_RETURN_WINDOW_DAYS * DAY_MS) throw new ReturnRefused(RETURN_MESSAGES.windowClosed)
  if (since > RETURN_WINDOW_DAYS * DAY_MS && !body.unopened) throw new ReturnRefused(RETURN_MESSAGES.unopenedOnly)

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
    input: { order_id: order.id, location_id: locationId, description: RETURN_REASON_LABELS[body.reason], metadata: { reason: body.reason, note: body.note || null, unopened: body.unopened === true } },
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
 * Staff receive a return: Medusa's receive workflows take the items in, each line back into stock
 * or (Medusa's "damaged", dismissed) not, as staff chose (by default damaged and defective items
 * are not put back on sale); the refund (the items' price and tax, shipping for damaged or defective
 * items) is recorded through the payment, or a lower amount staff give with their reason.
 */
export async function receiveReturn(container: MedusaContainer, returnId: string, userId: string | null, choices: ReceiveReturnBody = {}) {
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
  const payments = (order.payment_collections ?? []).flatMap((collection) => collection?.payments ?? []).filter((payment) => payment && !payment.canceled_at)
  const payment = payments.find((candidate) => candidate!.captured_at) ?? payments[0]
  // Items received without their refund (in Medusa's dashboard, or a refund that failed after the
  // receipt) get the refund now; anything else received is done.
  const refundOnly = ["received", "partially_received"].includes(found.status) && typeof found.metadata?.refund_amount !== "string" && Boolean(payment)
  if (found.status !== "requested" && !refundOnly) throw new ReturnRefused(RETURN_MESSAGES.alreadyReceived)

  // What was received is refunded: all that was asked for here, what staff counted in Medusa's dashboard.
  const lines = returnLines(found, refundOnly)
  const siblings = (await returnsOf(container, [order.id])).get(order.id) ?? []
  const due = refundDue(found, order, siblings, lines)
  const amount = choices.refundAmount ?? due.amount
  if (amount > due.amount) throw new ReturnRefused(`${RETURN_MESSAGES.refundTooHigh} ($${due.amount.toFixed(2)})`)
  const reduced = amount < due.amount
  if (reduced && !choices.refundReason) throw new ReturnRefused(RETURN_MESSAGES.refundReasonRequired)

  if (!refundOnly) {
    const reason = ((found.metadata ?? {}).reason as ReturnReason) ?? "other"
    const productOf = new Map((order.items ?? []).filter(Boolean).map((item) => [item!.id!, item!.product_id ?? ""]))
    const chosen = new Map((choices.items ?? []).map((choice) => [choice.productId, choice.restock]))
    const restock = (line: { id: string }) => chosen.get(productOf.get(line.id) ?? "") ?? !NOT_RESTOCKED_BY_DEFAULT.includes(reason)
    const backToStock = lines.filter(restock)
    const notForSale = lines.filter((line) => !restock(line))
    await beginReceiveReturnWorkflow(container).run({ input: { return_id: found.id, created_by: userId ?? undefined } })
    if (backToStock.length) await receiveItemReturnRequestWorkflow(container).run({ input: { return_id: found.id, items: backToStock } })
    if (notForSale.length) await dismissItemReturnRequestWorkflow(container).run({ input: { return_id: found.id, items: notForSale } })
    await confirmReturnReceiveWorkflow(container).run({ input: { return_id: found.id } })
  }

  if (payment) {
    await recordReturnRefundWorkflow(container).run({
      input: {
        returnId: found.id,
        orderId: order.id,
        paymentId: payment.id,
        captured: Boolean(payment.captured_at),
        amount,
        shippingRefunded: due.shippingRefunded,
        reduction: reduced ? { fullAmount: due.amount, reason: choices.refundReason! } : null,
        createdBy: userId,
      },
    })
  }
  return found.id
}
