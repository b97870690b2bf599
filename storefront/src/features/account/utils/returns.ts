import type { FieldErrors, Resolver } from 'react-hook-form'
import {
  RETURN_MESSAGES,
  RETURN_WINDOW_DAYS,
  UNOPENED_RETURN_WINDOW_DAYS,
  returnRequestBodySchema,
  type Order,
  type ReturnReason,
  type ReturnRequestBody,
} from '@printshop/contract'
import { reorderLines } from './buy-again'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When the online return window of the order closes (RETURN_WINDOW_DAYS after its delivery, or
 * UNOPENED_RETURN_WINDOW_DAYS for unopened items), or null when it has none: not delivered, or no
 * delivery date.
 */
export function returnDeadline(order: Pick<Order, 'status' | 'deliveredAt'>, days = RETURN_WINDOW_DAYS): Date | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return null
  const deliveredAt = Date.parse(order.deliveredAt)
  return Number.isFinite(deliveredAt) ? new Date(deliveredAt + days * DAY_MS) : null
}

/** Past the 30 days, inside the 60: only unopened items, in their sealed packaging, are taken back. */
export function onlyUnopenedNow(order: Pick<Order, 'status' | 'deliveredAt'>, now = Date.now()): boolean {
  const deadline = returnDeadline(order)
  return deadline !== null && now > deadline.getTime()
}

/** One product of the order (its lines added up): how many were bought, and how many can still be returned. */
export interface ReturnableLine {
  productId: string
  productName: string
  bought: number
  /** Bought, less what the order's returns (whatever their status) already hold. */
  left: number
}

export function returnableLines(order: Pick<Order, 'items' | 'returns'>): ReturnableLine[] {
  const returned = new Map<string, number>()
  for (const item of (order.returns ?? []).flatMap((ret) => ret.items)) {
    returned.set(item.productId, (returned.get(item.productId) ?? 0) + item.quantity)
  }
  return reorderLines(order.items).map(({ productId, productName, quantity }) => ({
    productId,
    productName,
    bought: quantity,
    left: Math.max(0, quantity - (returned.get(productId) ?? 0)),
  }))
}

/**
 * Whether 'Return items' is offered: delivered, inside the window (to the millisecond, as the server
 * counts it), and something is left to return.
 */
export function canRequestReturn(order: Pick<Order, 'status' | 'deliveredAt' | 'items' | 'returns'>, now = Date.now()): boolean {
  const deadline = returnDeadline(order, UNOPENED_RETURN_WINDOW_DAYS)
  return deadline !== null && now <= deadline.getTime() && returnableLines(order).some((line) => line.left > 0)
}

/** The longest note the server takes, read from the contract's schema. */
export const RETURN_NOTE_MAX_LENGTH = returnRequestBodySchema.shape.note.unwrap().maxLength ?? undefined

/** The return form: a quantity for each product of the order (0 to leave it), the reason and a note. */
export interface ReturnFormValues {
  lines: Array<{ productId: string; quantity: number }>
  reason: ReturnReason | ''
  note: string
  /** The customer says the items are unopened, in their sealed packaging. */
  unopened: boolean
  /** Past the 30 days: the form is sent only with `unopened` ticked. */
  unopenedRequired: boolean
}

export function returnFormDefaults(order: Pick<Order, 'status' | 'deliveredAt' | 'items' | 'returns'>, now = Date.now()): ReturnFormValues {
  return {
    lines: returnableLines(order).map(({ productId }) => ({ productId, quantity: 0 })),
    reason: '',
    note: '',
    unopened: false,
    unopenedRequired: onlyUnopenedNow(order, now),
  }
}

/** What the form asks for, as POST /api/user/orders/{orderNumber}/returns takes it (before the contract checks it). */
export function returnRequestInput(values: ReturnFormValues): unknown {
  return {
    items: values.lines.filter((line) => line.quantity > 0).map(({ productId, quantity }) => ({ productId, quantity })),
    reason: values.reason,
    ...(values.note.trim() ? { note: values.note } : {}),
    ...(values.unopened ? { unopened: true } : {}),
  }
}

/**
 * Checks the form with the contract's returnRequestBodySchema: its messages go under the reason and
 * the note, and those about the items under `lines`.
 */
export const returnFormResolver: Resolver<ReturnFormValues, unknown, ReturnRequestBody> = async (values) => {
  const parsed = returnRequestBodySchema.safeParse(returnRequestInput(values))
  const errors: FieldErrors<ReturnFormValues> = {}
  if (values.unopenedRequired && !values.unopened) errors.unopened = { type: 'required', message: RETURN_MESSAGES.unopenedOnly }
  if (parsed.success) return Object.keys(errors).length ? { values: {}, errors } : { values: parsed.data, errors: {} }
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'reason' || issue.path[0] === 'note' ? issue.path[0] : 'lines'
    errors[field] ??= { type: issue.code, message: issue.message }
  }
  return { values: {}, errors }
}
