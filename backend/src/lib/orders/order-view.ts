import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { invoiceTermsOf } from "./invoice-terms"
import { type Address, DEFAULT_CARRIER, DEFAULT_PAYMENT_METHOD, type Order, type PaymentMethod, TAX_EXEMPT_CODE_PREFIX } from "@printshop/contract"

/** The fields of a Medusa order that the shop's order JSON is made from. */
export const ORDER_FIELDS = [
  "id",
  "display_id",
  "email",
  "status",
  "customer_id",
  "metadata",
  "created_at",
  "updated_at",
  "items.id",
  "items.title",
  "items.product_title",
  "items.product_id",
  "items.quantity",
  "items.unit_price",
  "items.tax_lines.rate",
  "items.tax_lines.code",
  // What came back of each line: put back on sale, or dismissed as damaged (Medusa counts them apart).
  "items.detail.return_received_quantity",
  "items.detail.return_dismissed_quantity",
  "shipping_address.*",
  "shipping_methods.name",
  "billing_address.*",
  "item_subtotal",
  "discount_subtotal",
  "shipping_discount_total",
  "shipping_total",
  "shipping_tax_total",
  "tax_total",
  "total",
  "fulfillments.id",
  "fulfillments.location_id",
  "fulfillments.created_at",
  "fulfillments.shipped_at",
  "fulfillments.delivered_at",
  "fulfillments.canceled_at",
  "fulfillments.metadata",
  "fulfillments.labels.tracking_number",
  // Whether an invoice on payment terms is paid: its payment captured (lib/orders/invoice-terms.ts).
  "payment_collections.payments.captured_at",
  "payment_collections.payments.canceled_at",
  // Its returns: what they refunded (returnFigures), and the order's version before them (asCharged).
  "returns.status",
  "returns.order_version",
  "returns.metadata",
]

export type OrderStatus = "pending" | "processing" | "shipped" | "delivered" | "cancelled"

type Amount = unknown
type DateLike = string | Date | null | undefined
type MedusaAddress = {
  first_name?: string | null
  last_name?: string | null
  address_1?: string | null
  address_2?: string | null
  city?: string | null
  province?: string | null
  postal_code?: string | null
  country_code?: string | null
  phone?: string | null
} | null

type Fulfillment = {
  id?: string
  created_at?: DateLike
  shipped_at?: DateLike
  delivered_at?: DateLike
  canceled_at?: DateLike
  metadata?: Record<string, unknown> | null
  labels?: Array<{ tracking_number?: string | null } | null> | null
} | null

/** What query.graph answers for ORDER_FIELDS (loosely typed: Medusa's amounts are BigNumbers). */
export type OrderRecord = {
  id: string
  display_id?: number | null
  email?: string | null
  status?: string | null
  customer_id?: string | null
  metadata?: Record<string, unknown> | null
  created_at?: DateLike
  updated_at?: DateLike
  items?: Array<{
    id?: string
    title?: string | null
    product_title?: string | null
    product_id?: string | null
    quantity?: Amount
    unit_price?: Amount
    tax_lines?: Array<{ rate?: Amount; code?: string | null } | null> | null
    detail?: { return_received_quantity?: Amount; return_dismissed_quantity?: Amount } | null
  } | null> | null
  shipping_methods?: Array<{ name?: string | null } | null> | null
  shipping_address?: MedusaAddress
  billing_address?: MedusaAddress
  item_subtotal?: Amount
  discount_subtotal?: Amount
  shipping_discount_total?: Amount
  shipping_total?: Amount
  shipping_tax_total?: Amount
  tax_total?: Amount
  total?: Amount
  fulfillments?: Fulfillment[] | null
  returns?: Array<{
    status?: string | null
    order_version?: number | null
    metadata?: Record<string, unknown> | null
  } | null> | null
}

/**
 * What came back of each line on the order's received returns (by Medusa item id), and what they
 * refunded in all: the same figures for the customer and for staff.
 */
export function returnFigures(order: Pick<OrderRecord, "returns" | "items">): { returnedByItem: Map<string, number>; refunded: number } {
  const returnedByItem = new Map<string, number>()
  for (const item of order.items ?? []) {
    const back = toAmount(item?.detail?.return_received_quantity) + toAmount(item?.detail?.return_dismissed_quantity)
    if (item?.id && back > 0) returnedByItem.set(item.id, back)
  }
  let refundedCents = 0
  for (const record of order.returns ?? []) {
    if (!record || record.status === "canceled") continue
    const refund = record.metadata?.refund_amount
    if (typeof refund === "string") refundedCents += Math.round(Number(refund) * 100)
  }
  return { returnedByItem, refunded: refundedCents / 100 }
}

export const toAmount = (value: Amount): number =>
  value === null || value === undefined ? 0 : MathBN.convert(value as number).toNumber()
const money = (value: number) => value.toFixed(2)

/**
 * An amount of Medusa's in whole cents, rounded half up. Medusa keeps amounts to many places (a tax
 * of 8.25% on $50 is $4.125): rounded as decimals, not as binary fractions, so that the figures the
 * shop shows add up and the total is what is charged to the cent.
 */
export const centsOf = (value: Amount): number => (value === null || value === undefined ? 0 : Number(MathBN.convert(value as number).times(100).toFixed(0)))
/** An amount of Medusa's as the /api writes it: two places, rounded half up (see centsOf). */
export const moneyOf = (value: Amount): string => (centsOf(value) / 100).toFixed(2)

/**
 * Shipping as an order summary shows it: after any discount, before its tax. Medusa's
 * `shipping_total` includes the shipping's tax, which the tax line already counts (a shipping
 * option Medusa's rates tax), so Subtotal - Discount + Shipping + Tax = Total to the cent.
 */
export const shippingBeforeTax = (figures: { shipping_total?: Amount; shipping_tax_total?: Amount }) =>
  MathBN.sub(MathBN.convert((figures.shipping_total ?? 0) as number), MathBN.convert((figures.shipping_tax_total ?? 0) as number))

/** What a promo code took off the items: every discount before tax but the shipping's (which is untaxed). */
export const itemDiscountOf = (figures: { discount_subtotal?: Amount; shipping_discount_total?: Amount }) =>
  Math.max(0, toAmount(figures.discount_subtotal) - toAmount(figures.shipping_discount_total))

const iso = (value: DateLike) => (value ? new Date(value).toISOString() : null)

/** The order number customers see and type into /track: Medusa's display id. */
const orderNumberOf = (order: Pick<OrderRecord, "display_id" | "id">) => String(order.display_id ?? order.id)

/**
 * A state as Medusa keeps it in an address: its ISO 3166-2 code in lower case ("us-ok"), which is
 * how a state's own tax region is named in Medusa, so the state's rate applies (docs/decisions.md,
 * "Medusa's settings decide").
 */
export const medusaProvince = (state: string) => `us-${state.trim().toLowerCase()}`

/** The state as the shop shows it ("OK"), from Medusa's province ("us-ok", or an older "OK"). */
export const stateOfProvince = (province: string | null | undefined) => (province ?? "").trim().replace(/^us-/i, "").toUpperCase()

/** The sales tax rate in percent of lines whose tax lines say it, when they share one; null otherwise. */
export function sharedTaxRate(items: Array<{ tax_lines?: Array<{ rate?: unknown } | null> | null } | null> | null | undefined): number | null {
  const rates = new Set((items ?? []).filter(Boolean).map((item) => (item!.tax_lines ?? []).reduce((sum, line) => sum + toAmount(line?.rate), 0)))
  return rates.size === 1 ? Number([...rates][0].toFixed(4)) : null
}

/**
 * The number of the tax exemption certificate the lines were exempted by (the shop's tax provider
 * codes their 0% tax line with it), when every line was; null otherwise.
 */
export function exemptCertificateOf(items: Array<{ tax_lines?: Array<{ code?: string | null } | null> | null } | null> | null | undefined): string | null {
  const codes = new Set(
    (items ?? []).filter(Boolean).map((item) => (item!.tax_lines ?? []).map((line) => line?.code ?? "").find((code) => code.startsWith(TAX_EXEMPT_CODE_PREFIX)) ?? null)
  )
  const [code] = [...codes]
  return codes.size === 1 && code ? code.slice(TAX_EXEMPT_CODE_PREFIX.length) : null
}

function toAddress(address: MedusaAddress): Order["shippingAddress"] {
  return {
    firstName: address?.first_name ?? "",
    lastName: address?.last_name ?? "",
    address: address?.address_1 ?? "",
    address2: address?.address_2 || null,
    city: address?.city ?? "",
    state: stateOfProvince(address?.province),
    zipCode: address?.postal_code ?? "",
    country: (address?.country_code ?? "us").toUpperCase(),
  }
}

/** A Medusa order address from the shop's address JSON. */
export function toMedusaAddress(address: Address, phone?: string | null) {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    address_1: address.address,
    address_2: address.address2 || undefined,
    city: address.city,
    province: medusaProvince(address.state),
    postal_code: address.zipCode,
    country_code: address.country.toLowerCase(),
    phone: phone || undefined,
  }
}

const activeFulfillments = (order: OrderRecord) =>
  (order.fulfillments ?? []).filter((fulfillment): fulfillment is NonNullable<Fulfillment> => Boolean(fulfillment && !fulfillment.canceled_at))

/**
 * The customer-facing status (docs/architecture.md, "How an order flows"): cancelled when Medusa
 * cancelled the order; delivered when every shipment was delivered; shipped once one left the
 * warehouse; processing while a fulfillment is being prepared (or staff marked the order so);
 * otherwise pending.
 */
export function deriveStatus(order: OrderRecord): OrderStatus {
  if (order.status === "canceled") return "cancelled"
  const fulfillments = activeFulfillments(order)
  if (fulfillments.length && fulfillments.every((fulfillment) => fulfillment.delivered_at)) return "delivered"
  if (fulfillments.some((fulfillment) => fulfillment.shipped_at)) return "shipped"
  if (fulfillments.length || order.metadata?.status === "processing") return "processing"
  return "pending"
}

function trackingEvents(order: OrderRecord, status: OrderStatus) {
  const fulfillments = activeFulfillments(order)
  const first = (key: "created_at" | "shipped_at" | "delivered_at") =>
    fulfillments.map((fulfillment) => fulfillment[key]).filter(Boolean).sort()[0] ?? null
  const events = [
    { status: "Order Placed", location: "Online", timestamp: iso(order.created_at), completed: true },
    { status: "Processing", location: "Tulsa, OK", timestamp: iso(first("created_at")), completed: status !== "pending" && status !== "cancelled" },
    { status: "Shipped", location: "Tulsa, OK", timestamp: iso(first("shipped_at")), completed: status === "shipped" || status === "delivered" },
    { status: "Delivered", location: "", timestamp: iso(first("delivered_at")), completed: status === "delivered" },
  ]
  if (status === "cancelled") return [events[0], { status: "Cancelled", location: "", timestamp: iso(order.updated_at), completed: true }]
  return events.filter((event) => event.completed).map((event) => ({ ...event, timestamp: event.timestamp ?? iso(order.updated_at) }))
}

/** The order as the shop's /api answers it (POST /api/orders and GET /api/user/orders in docs/api.md). */
export function toOrderView(order: OrderRecord) {
  const metadata = order.metadata ?? {}
  const shippingAddress = toAddress(order.shipping_address ?? null)
  const billingAddress = order.billing_address ? toAddress(order.billing_address) : shippingAddress
  const status = deriveStatus(order)
  const label = activeFulfillments(order)
    .flatMap((fulfillment) => fulfillment.labels ?? [])
    .find((candidate) => candidate?.tracking_number)
  const carrierFromShipment = activeFulfillments(order).map((fulfillment) => fulfillment.metadata?.carrier).find(Boolean)
  const { returnedByItem, refunded } = returnFigures(order)
  const items = (order.items ?? []).filter(Boolean).map((item) => {
    const quantity = toAmount(item!.quantity)
    const price = toAmount(item!.unit_price)
    return {
      productId: item!.product_id ?? "",
      productName: item!.product_title || item!.title || "",
      quantity,
      price,
      total: money(price * quantity),
      returnedQuantity: returnedByItem.get(item!.id ?? "") ?? 0,
    }
  })
  const customerName =
    typeof metadata.customer_name === "string" && metadata.customer_name
      ? metadata.customer_name
      : `${shippingAddress.firstName} ${shippingAddress.lastName}`.trim()
  return {
    id: orderNumberOf(order),
    createdAt: iso(order.created_at),
    updatedAt: iso(order.updated_at),
    userId: order.customer_id ?? null,
    customerEmail: order.email ?? "",
    customerName,
    customerPhone:
      (typeof metadata.customer_phone === "string" && metadata.customer_phone) || order.shipping_address?.phone || null,
    shippingAddress,
    billingAddress,
    items,
    subtotal: moneyOf(order.item_subtotal),
    promoCode: typeof metadata.promo_code === "string" && metadata.promo_code ? metadata.promo_code : null,
    discountAmount: money(itemDiscountOf(order)),
    shippingCost: moneyOf(shippingBeforeTax(order)),
    shippingMethod: (order.shipping_methods ?? []).find((method) => method?.name)?.name ?? null,
    tax: moneyOf(order.tax_total),
    taxRate: sharedTaxRate(order.items),
    taxExemptCertificate: exemptCertificateOf(order.items),
    totalAmount: moneyOf(order.total),
    refundedAmount: money(refunded),
    status,
    paymentMethod: ((metadata.payment_method as PaymentMethod | undefined) ?? DEFAULT_PAYMENT_METHOD) as PaymentMethod,
    trackingNumber: label?.tracking_number ?? null,
    carrier:
      typeof carrierFromShipment === "string"
        ? carrierFromShipment
        : typeof metadata.carrier === "string" && metadata.carrier
          ? metadata.carrier
          : DEFAULT_CARRIER,
    estimatedDelivery: typeof metadata.estimated_delivery === "string" ? metadata.estimated_delivery : null,
    trackingEvents: trackingEvents(order, status),
    ...termsOfView(invoiceTermsOf(order)),
    poNumber: textOf(metadata.po_number),
    companyName: textOf(metadata.company_name),
  }
}

const termsOfView = ({ paymentTerms, paymentDue, invoicePaid }: ReturnType<typeof invoiceTermsOf>) => ({ paymentTerms, paymentDue, invoicePaid })

/** A text kept in an order's metadata, or null. */
const textOf = (value: unknown) => (typeof value === "string" && value ? value : null)

export type OrderView = ReturnType<typeof toOrderView>

/**
 * Status and dates only: what a visitor who is not signed in may see of an order (POST
 * /api/orders/track, docs/api.md).
 */
export function toTrackingSummary(order: OrderRecord) {
  const view = toOrderView(order)
  return {
    id: view.id,
    status: view.status,
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
    estimatedDelivery: view.estimatedDelivery,
  }
}

/** The order a shipment (a Medusa fulfillment) belongs to, or null. */
export async function orderOfFulfillment(container: MedusaContainer, fulfillmentId: string): Promise<string | null> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "fulfillment", fields: ["id", "order.id"], filters: { id: fulfillmentId } })
  return (data[0] as { order?: { id?: string } | null } | undefined)?.order?.id ?? null
}
