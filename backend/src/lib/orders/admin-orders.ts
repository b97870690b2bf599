import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type AdminOrder, ORDER_STATUS_MOVES, type OrderStatus } from "@printshop/contract"
import { ORDER_FIELDS, type OrderRecord, deriveStatus, toOrderView } from "./order-view"
import { asCharged } from "./returns"
import { paymentStatusOf } from "./payment-status"
import { sentEmails } from "../emails/sent-emails"

/** An order as staff see it: the customer's view plus Medusa's id and the moves it allows. */
export function toAdminOrder(record: OrderRecord): AdminOrder {
  const view = toOrderView(record)
  return { ...view, createdAt: view.createdAt ?? "", updatedAt: view.updatedAt ?? "", orderId: record.id, nextStatuses: [...ORDER_STATUS_MOVES[view.status]] }
}

async function ordersWith(container: MedusaContainer, filters: Record<string, unknown>, fields = ORDER_FIELDS) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields, filters })
  // Staff see the figures each order charged, as its customer does (asCharged); the light list has none.
  return fields === ORDER_FIELDS ? asCharged(container, data as unknown as OrderRecord[]) : (data as unknown as OrderRecord[])
}

/** An order by the number customers see (or Medusa's id), with everything staff need. */
export async function findAdminOrder(container: MedusaContainer, idOrNumber: string): Promise<OrderRecord | null> {
  if (idOrNumber.startsWith("order_")) return (await ordersWith(container, { id: idOrNumber }))[0] ?? null
  const digits = idOrNumber.replace(/^#/, "")
  if (!/^\d{1,9}$/.test(digits)) return null
  return (await ordersWith(container, { display_id: digits }))[0] ?? null
}

/** One order as staff's order dialog shows it: with the e-mails sent about it and its payment as Medusa records it. */
export async function adminOrderDetail(container: MedusaContainer, order: OrderRecord) {
  const [emails, paymentStatus] = await Promise.all([sentEmails(container, "order", order.id), paymentStatusOf(container, order.id)])
  return { ...toAdminOrder(order), emails, paymentStatus }
}

/** An order of the customer (or of one of the customers) by its number; null for anyone else's, as if it did not exist. */
export async function findCustomerOrder(container: MedusaContainer, idOrNumber: string, customerId: string | string[] | undefined): Promise<OrderRecord | null> {
  const order = await findAdminOrder(container, idOrNumber)
  const allowed = [customerId ?? []].flat()
  return order?.customer_id && allowed.includes(order.customer_id) ? order : null
}

const LIST_FIELDS = ["id", "display_id", "email", "status", "created_at", "metadata", "fulfillments.created_at", "fulfillments.shipped_at", "fulfillments.delivered_at", "fulfillments.canceled_at"]

/**
 * Staff's order list, newest first: filtered by the customer-facing status (which Medusa does not
 * store, so it is derived from a light read of every order) and by an order number or a part of
 * the customer's e-mail; the page's orders are then read in full.
 */
export async function listAdminOrders(
  container: MedusaContainer,
  params: { status?: OrderStatus; search?: string; limit: number; offset: number }
): Promise<{ orders: AdminOrder[]; count: number }> {
  const light = await ordersWith(container, {}, LIST_FIELDS)
  const search = params.search?.trim().toLowerCase()
  // An order number ('1042' or '#1042') finds that order; anything else is a part of an e-mail.
  const number = search && /^#?\d+$/.test(search) ? search.replace(/^#/, "") : null
  const matches = (order: OrderRecord) =>
    !search || (number ? String(order.display_id) === number : (order.email ?? "").toLowerCase().includes(search))
  const matching = light
    .filter((order) => !params.status || deriveStatus(order) === params.status)
    .filter(matches)
    .sort((a, b) => new Date(b.created_at ?? 0).getTime() - new Date(a.created_at ?? 0).getTime())
  const page = matching.slice(params.offset, params.offset + params.limit)
  const full = page.length ? await ordersWith(container, { id: page.map((order) => order.id) }) : []
  const byId = new Map(full.map((order) => [order.id, order]))
  return { orders: page.map((order) => toAdminOrder(byId.get(order.id)!)), count: matching.length }
}
