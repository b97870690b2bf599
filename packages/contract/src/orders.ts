import { z } from "zod"
import { returnSchema } from "./returns"
import { MAX_NAME, MAX_PHONE, MAX_SHORT, emailAddress, requiredText } from "./fields"
import { PROMO_REFUSALS, optionalPromoCode } from "./promo-code"
import { formatAmount, fromCents, toCents } from "./pricing"

/**
 * Where the shop ships: the 50 states and the District of Columbia (docs/decisions.md, "Checkout"),
 * by postal code.
 */
export const US_STATES = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "DC", name: "District of Columbia" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
] as const
export type UsStateCode = (typeof US_STATES)[number]["code"]

const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map((state) => state.code))
export function isUsStateCode(value: string): value is UsStateCode {
  return STATE_CODES.has(value)
}

export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/
export const COUNTRY_CODE = "US"
/** A country as addresses show it: "United States" for the shop's own code, any other as it came. */
export const countryName = (code: string | null | undefined) => (String(code ?? "").toUpperCase() === COUNTRY_CODE ? "United States" : (code ?? ""))

/** An address on an order, with the checkout form's messages. */
export const addressSchema = z.object({
  firstName: requiredText("First name is required", { min: 2, max: MAX_NAME }),
  lastName: requiredText("Last name is required", { min: 2, max: MAX_NAME }),
  address: requiredText("Address is required", { min: 5 }),
  address2: z.string().trim().max(MAX_SHORT, `Must be at most ${MAX_SHORT} characters`).nullish(),
  city: requiredText("City is required", { min: 2, max: MAX_NAME }),
  state: z
    .string({ error: "State is required" })
    .trim()
    .toUpperCase()
    .superRefine((value, ctx) => {
      if (value.length < 2) ctx.addIssue({ code: "custom", message: "State is required" })
      else if (!isUsStateCode(value)) ctx.addIssue({ code: "custom", message: "State must be a 2-letter US state code" })
    }),
  zipCode: z
    .string({ error: "ZIP code is required" })
    .trim()
    .min(5, "ZIP code is required")
    .regex(ZIP_CODE_PATTERN, "Please enter a valid ZIP code"),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === COUNTRY_CODE, "We ship to the United States only")
    .default(COUNTRY_CODE),
})
export type AddressInput = z.input<typeof addressSchema>
export type Address = z.output<typeof addressSchema>

/** The carriers' own tracking pages, by the start of the carrier's name as staff type it ("FedEx Ground": FedEx). */
const CARRIER_TRACKING: Record<string, (trackingNumber: string) => string> = {
  ups: (number) => `https://www.ups.com/track?tracknum=${number}`,
  fedex: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
  usps: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  dhl: (number) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`,
}

/** The carrier's tracking page for a tracking number, or null for a carrier the shop does not know. */
export function carrierTrackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const name = String(carrier ?? "").toLowerCase().replace(/[^a-z]/g, "")
  const link = Object.entries(CARRIER_TRACKING).find(([key]) => name.startsWith(key))?.[1]
  return link && trackingNumber?.trim() ? link(encodeURIComponent(trackingNumber.trim())) : null
}

/** /track with the order number and its e-mail filled in (the links of the shop's e-mails). */
export const trackOrderPath = (orderNumber: string, email?: string | null) =>
  `/track?${new URLSearchParams({ order: orderNumber, ...(email ? { email } : {}) }).toString()}`

/**
 * How a shopper pays. `invoice` is a company account's with payment terms (docs/api.md, "Net
 * terms"): the order ships unpaid and staff mark its invoice paid.
 */
export const PAYMENT_METHODS = ["cash_on_delivery", "card_on_delivery", "pay_with_card", "invoice"] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "cash_on_delivery"
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: "Cash on Delivery",
  card_on_delivery: "Card on Delivery",
  pay_with_card: "Credit / Debit Card",
  invoice: "Pay by Invoice",
}

/** The payment terms staff can give a company account: days from the order to pay its invoice. */
export const PAYMENT_TERMS = ["net15", "net30", "net60"] as const
export type PaymentTerms = (typeof PAYMENT_TERMS)[number]
export const PAYMENT_TERMS_DAYS: Record<PaymentTerms, number> = { net15: 15, net30: 30, net60: 60 }
export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = { net15: "Net 15", net30: "Net 30", net60: "Net 60" }
/** "Pay by invoice, net 30". */
export const invoicePaymentLabel = (terms: PaymentTerms) => `Pay by invoice, ${PAYMENT_TERMS_LABELS[terms].toLowerCase()}`
/** The answer to `paymentMethod: "invoice"` from a customer whose company has no payment terms. */
export const INVOICE_TERMS_ONLY = "Pay by invoice is for company accounts with payment terms. Please choose another payment method."

/** The day an invoice placed on a day (ISO time) is due under the terms: YYYY-MM-DD, UTC. */
export function invoiceDueDate(placedAt: string, terms: PaymentTerms): string {
  const due = new Date(placedAt)
  due.setUTCDate(due.getUTCDate() + PAYMENT_TERMS_DAYS[terms])
  return due.toISOString().slice(0, 10)
}

/** Whether an order on terms is past its due day unpaid (never a cancelled one). */
export const isInvoiceOverdue = (order: { paymentDue: string | null; invoicePaid: boolean | null; status: string }, today: string) =>
  Boolean(order.paymentDue && order.invoicePaid === false && order.status !== "cancelled" && order.paymentDue < today)
export const paymentMethodInput = z
  .enum(PAYMENT_METHODS, { error: `Payment method must be one of ${PAYMENT_METHODS.join(", ")}` })
  .default(DEFAULT_PAYMENT_METHOD)

/** The payment method in words; 'Cash on Delivery' when unknown. */
export function paymentMethodLabel(method: string | null | undefined): string {
  return (method && PAYMENT_METHOD_LABELS[method as PaymentMethod]) || PAYMENT_METHOD_LABELS[DEFAULT_PAYMENT_METHOD]
}

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
/** Any unknown value reads as pending, the default status. */
export function normalizeStatus(status: string | null | undefined): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status ?? "") ? (status as OrderStatus) : "pending"
}

/** The carrier of an order that names none. */
export const DEFAULT_CARRIER = "UPS"
/** What the tracking screens say until a shipment exists. */
export const PLACEHOLDER_TRACKING_CARRIER = "UPS Ground"
export const EXPECTED_DELIVERY_TEXT = "3-5 business days"

const amountMessage = "Total amount must be an amount like 123.45"
/** A money amount as text or number, read into cents. */
const amountInCents = z.union([z.string(), z.number()]).transform((value, ctx) => {
  if (typeof value === "string" && !/^\s*\d+(\.\d{1,2})?\s*$/.test(value)) {
    ctx.addIssue({ code: "custom", message: amountMessage })
    return z.NEVER
  }
  const amount = Number(value)
  if (!Number.isFinite(amount) || amount < 0) {
    ctx.addIssue({ code: "custom", message: amountMessage })
    return z.NEVER
  }
  return Math.round(amount * 100)
})

const quantityMessage = "Quantity must be a whole number of at least 1"

/** The lines of a checkout as the storefront sends them; names, prices and totals are ignored. */
export const orderLinesInput = z
  .array(
    z.object({
      productId: z.string({ error: "Product is required" }).trim().min(1, "Product is required").max(100),
      quantity: z
        .number({ error: quantityMessage })
        .int(quantityMessage)
        .min(1, quantityMessage)
        .max(999, "Quantity must be at most 999"),
      productName: z.string().max(MAX_SHORT).optional(),
      price: z.union([z.number(), z.string()]).optional(),
      total: z.union([z.number(), z.string()]).optional(),
    }),
    { error: "Your order has no items" }
  )
  .min(1, "Your order has no items")
  .max(100, "An order can hold at most 100 lines")

/** The storefront's id for one checkout; a repeated submission with it places no second order. */
const checkoutSessionId = z.string().trim().min(1).max(100)
/** A Medusa shipping option's id, as GET /api/shop/pricing and POST /api/checkout name them. */
const shippingOptionId = z.string({ error: "Shipping option is not valid" }).trim().min(1, "Shipping option is not valid").max(100, "Shipping option is not valid")

/**
 * POST /api/orders (docs/api.md: the storefront's order payload, plus `paymentMethod`). The server
 * takes the customer from the token and prices from the catalogue: `userId` and the items' names,
 * prices and totals are accepted as the storefront sends them and ignored; `totalAmount` is only
 * compared.
 */
/** An order's invoice number (docs/api.md, "Invoices"): "INV-" and the order number. */
export const invoiceNumberOf = (orderNumber: string | number) => `INV-${orderNumber}`
/** Where a signed-in customer opens one of their orders (its details, with its invoice to download). */
export const accountOrderPath = (orderNumber: string | number) => `/account?tab=orders&order=${encodeURIComponent(String(orderNumber))}`
/** The file name of an order's invoice. */
export const invoiceFileName = (orderNumber: string | number) => `invoice-${invoiceNumberOf(orderNumber)}.pdf`

/** The longest purchase order number a company account types at checkout. */
export const MAX_PO_NUMBER = 40
/** The answer to a PO number from a customer whose account is not a company's. */
export const PO_NUMBER_COMPANY_ONLY = "A PO number is for company accounts. Create one in your account's Company tab."

export const placeOrderBodySchema = z
  .object({
    sessionId: checkoutSessionId.optional(),
    userId: z.string().max(100).nullish(),
    customerEmail: emailAddress("Please enter a valid email address"),
    customerName: requiredText("Name is required", { min: 2 }),
    customerPhone: z.string().trim().max(MAX_PHONE, `Phone number must be at most ${MAX_PHONE} characters`).nullish(),
    shippingAddress: addressSchema,
    billingAddress: addressSchema.nullish(),
    /** The client's total, in cents after parsing. */
    totalAmount: amountInCents,
    paymentMethod: paymentMethodInput,
    /** A promo code (docs/decisions.md, "Promotions"); the server prices it. */
    promoCode: optionalPromoCode,
    /** The shipping option chosen among those the prepared checkout offered; the cheapest without one. */
    shippingOptionId: shippingOptionId.nullish(),
    /** A company account's purchase order number, printed on the invoice (docs/api.md, "Invoices"). */
    poNumber: z
      .string()
      .trim()
      .max(MAX_PO_NUMBER, `PO number must be at most ${MAX_PO_NUMBER} characters`)
      .nullish()
      .transform((value) => value || null),
    items: orderLinesInput,
  })
  .strict()
export type PlaceOrderBody = z.output<typeof placeOrderBodySchema>
/** What the storefront sends (before parsing: totalAmount as text). */
export type PlaceOrderPayload = z.input<typeof placeOrderBodySchema>

/**
 * POST /api/checkout: while the shopper fills in the checkout form, the storefront sends the
 * checkout's session and lines, and the server prepares the order (priced, shipped, taxed,
 * payment ready), so 'Place Order' only completes it. Optional: an order placed without it is
 * prepared when it is placed.
 */
export const prepareCheckoutBodySchema = z
  .object({
    sessionId: checkoutSessionId,
    promoCode: optionalPromoCode,
    items: orderLinesInput,
    /**
     * The shipping address typed in so far, once it is complete: Medusa's tax for its state and the
     * shipping options for it. Without one the figures are the country's.
     */
    shippingAddress: addressSchema.nullish(),
    /** The shipping option chosen; the cheapest that applies without one (or when it no longer applies). */
    shippingOptionId: shippingOptionId.nullish(),
    /** How the shopper will pay: the card processor's payment session is made for "pay_with_card". */
    paymentMethod: paymentMethodInput,
    /**
     * A priced quote being accepted (POST /api/user/quotes/{id}/accept places it): its lines at its
     * prices replace `items`, and its checkout is the quote's, whatever `sessionId` says.
     */
    quoteId: z.string().trim().min(1).max(100).nullish(),
  })
  .strict()
export type PrepareCheckoutBody = z.output<typeof prepareCheckoutBodySchema>
export type PrepareCheckoutPayload = z.input<typeof prepareCheckoutBodySchema>

/** A shipping option the checkout offers for the cart and address, at its price for them. */
export const checkoutShippingOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What the option's type says of it in Medusa, e.g. "Delivered in 1-2 business days." */
  description: z.string().nullable(),
  amount: z.string(),
})
export type CheckoutShippingOption = z.output<typeof checkoutShippingOptionSchema>

/** The prepared checkout's figures, from Medusa's cart (decimal strings with two places). */
export const preparedCheckoutSchema = z.object({
  sessionId: z.string(),
  promoCode: z.string().nullish().transform((value) => value ?? null),
  discount: z.string().default("0.00"),
  subtotal: z.string(),
  shippingCost: z.string(),
  tax: z.string(),
  totalAmount: z.string(),
  /** The options for this cart and address, cheapest first, and the one the order ships by. */
  shippingOptions: z.array(checkoutShippingOptionSchema).default([]),
  shippingOptionId: z.string().nullish().transform((value) => value ?? null),
  /** The sales tax rate of the items in percent, when they share one (null otherwise). */
  taxRate: z.number().nullish().transform((value) => value ?? null),
  /** The tax exemption certificate that takes the tax off (docs/api.md, "Tax exemption"), or null. */
  taxExemptCertificate: z.string().nullish().transform((value) => value ?? null),
  /**
   * The payment session Medusa made for the order: its provider and, for a card processor, the
   * secret its browser element confirms the card with (never the card itself).
   */
  payment: z
    .object({ providerId: z.string(), clientSecret: z.string().nullable() })
    .nullish()
    .transform((value) => value ?? null),
})
export type PreparedCheckout = z.output<typeof preparedCheckoutSchema>

/** POST /api/orders/track: a visitor's look-up by order number and the order's e-mail. */
export const trackOrderBodySchema = z
  .object({
    orderNumber: z
      .string({ error: "Order number is required" })
      .trim()
      .min(1, "Order number is required")
      .max(40, "Order number is too long"),
    email: emailAddress("Please enter a valid email address"),
  })
  .strict()
export type TrackOrderBody = z.output<typeof trackOrderBodySchema>

export const orderItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  quantity: z.number(),
  /** Unit price in dollars. */
  price: z.number(),
  /** Line total, decimal string with two places. */
  total: z.string(),
  /** Units of it the shop received back on returns. */
  returnedQuantity: z.number().optional(),
})

export const trackingEventSchema = z.object({
  status: z.string(),
  location: z.string(),
  timestamp: z.string().nullable(),
  completed: z.boolean(),
})

const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  address2: z.string().nullish().transform((value) => value ?? null),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
})

/** An order as the /api answers it (POST /api/orders, GET /api/user/orders). */
export const orderSchema = z.object({
  /** The order number customers see and type into /track, e.g. '1042'. */
  id: z.union([z.string(), z.number()]).transform(String),
  createdAt: z.string(),
  updatedAt: z.string(),
  userId: z.string().nullable(),
  customerEmail: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  shippingAddress: orderAddressSchema,
  billingAddress: orderAddressSchema,
  items: z.array(orderItemSchema),
  /** Decimal strings with two places: the item subtotal, then what a promo code took off it. */
  subtotal: z.string(),
  promoCode: z.string().nullish().transform((value) => value ?? null),
  discountAmount: z.string().nullish().transform((value) => value ?? "0.00"),
  shippingCost: z.string(),
  /** The shipping option the order ships by, as Medusa names it (e.g. 'Express Shipping'); null for none. */
  shippingMethod: z.string().nullish().transform((value) => value ?? null),
  tax: z.string(),
  /** The sales tax rate of its items in percent, when they share one (null otherwise). */
  taxRate: z.number().nullish().transform((value) => value ?? null),
  /** What the order charged: Subtotal less the discount, plus Shipping and Tax. */
  totalAmount: z.string(),
  /** What its received returns refunded (decimal string); the net paid is totalAmount less this. */
  refundedAmount: z.string().default("0.00"),
  status: z.string().transform(normalizeStatus),
  paymentMethod: z.string().transform((value): PaymentMethod =>
    (PAYMENT_METHODS as readonly string[]).includes(value) ? (value as PaymentMethod) : DEFAULT_PAYMENT_METHOD
  ),
  trackingNumber: z.string().nullable(),
  carrier: z.string(),
  estimatedDelivery: z.string().nullable(),
  trackingEvents: z.array(trackingEventSchema),
  /** When it was delivered (the start of the return window); GET /api/user/orders only. */
  deliveredAt: z.string().nullish(),
  /** The tax exemption certificate the order was exempted by (no sales tax), or null. */
  taxExemptCertificate: z.string().nullish().transform((value) => value ?? null),
  /** An order on payment terms: its terms, the day its invoice is due (YYYY-MM-DD) and whether it is paid; null otherwise. */
  paymentTerms: z.enum(PAYMENT_TERMS).nullish().transform((value) => value ?? null),
  paymentDue: z.string().nullish().transform((value) => value ?? null),
  invoicePaid: z.boolean().nullish().transform((value) => value ?? null),
  /** The company account's purchase order number given at checkout, if any. */
  poNumber: z.string().nullish().transform((value) => value ?? null),
  /** The company the order was placed for, when its customer belonged to one then. */
  companyName: z.string().nullish().transform((value) => value ?? null),
  /** Its returns, oldest first; GET /api/user/orders only. */
  returns: z.array(returnSchema).optional(),
})
export type Order = z.output<typeof orderSchema>
/** An address on an order as the /api answers it. */
export type OrderAddress = z.output<typeof orderAddressSchema>
export type OrderItem = z.output<typeof orderItemSchema>
export type TrackingEvent = z.output<typeof trackingEventSchema>
export const orderListSchema = z.array(orderSchema)

/** What a visitor who is not signed in sees of an order on /track: status and dates only. */
export const trackingSummarySchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  status: z.string().transform(normalizeStatus),
  createdAt: z.string(),
  updatedAt: z.string(),
  estimatedDelivery: z.string().nullish().transform((value) => value ?? null),
})
export type OrderTrackingSummary = z.output<typeof trackingSummarySchema>

const money = z.union([z.number(), z.string()]).transform((value) => Number(value).toFixed(2))

/** Why the server refused to place an order (409, or 400 for an unknown product). */
export const orderConflictSchema = z.discriminatedUnion("code", [
  z.object({
    code: z.literal("insufficient_stock"),
    message: z.string(),
    productId: z.string(),
    available: z.number().int().nonnegative(),
  }),
  z.object({
    code: z.literal("total_mismatch"),
    message: z.string(),
    subtotal: money,
    discount: money.optional(),
    shippingCost: money,
    tax: money,
    totalAmount: money,
    items: z.array(z.object({ productId: z.string(), price: money })),
  }),
  // More of a product than one account may hold in unpaid orders (docs/decisions.md, "Orders"):
  // `available` more may be ordered now.
  z.object({
    code: z.literal("quantity_limit"),
    message: z.string(),
    productId: z.string(),
    limit: z.number().int().positive(),
    available: z.number().int().nonnegative(),
  }),
  // No shipping option applies to the cart and address (docs/decisions.md, "Medusa's settings decide").
  z.object({ code: z.literal("no_shipping_option"), message: z.string() }),
  z.object({
    code: z.literal("unknown_product"),
    message: z.string(),
    productId: z.string(),
  }),
  // Payments (docs/decisions.md, "Payments"): a method the region's providers no longer offer, none
  // at all, a card the processor did not accept (402), a card confirmed for an order that changed.
  z.object({ code: z.literal("payment_unavailable"), message: z.string() }),
  z.object({ code: z.literal("no_payment_method"), message: z.string() }),
  z.object({ code: z.literal("card_not_authorized"), message: z.string() }),
  z.object({ code: z.literal("card_confirm_again"), message: z.string() }),
  // A promo code that cannot be used (docs/decisions.md, "Promotions").
  ...PROMO_REFUSALS.map((code) => z.object({ code: z.literal(code), message: z.string(), missing: z.string().optional() })),
])
export type OrderConflict = z.output<typeof orderConflictSchema>

export const ORDER_MESSAGES = {
  trackNotFound: "We could not find an order with that number and email address.",
  pricesChanged: "Prices have changed since you added these items. Please review your order.",
  noShippingOption: "We cannot ship this order to that address. Please check the address, or contact us for help.",
  paymentUnavailable: "This payment method is not available now. Please choose another.",
  noPaymentMethod: "We cannot take payment for orders at the moment. Please contact us to order.",
  cardNotAuthorized: "Your card was not accepted, and no order was placed. Please check your card details, try another card or choose another payment method.",
  cardConfirmAgain: "Your order changed after your card was confirmed, and no order was placed. Please review your order and confirm your card again.",
} as const

// ---------------------------------------------------------------------------------------------
// Cancelling online (docs/decisions.md, "After the order"): the policy's "Orders can be changed or
// cancelled within 1 hour", for an order that has not shipped.
// ---------------------------------------------------------------------------------------------

export const CANCEL_WINDOW_MINUTES = 60

export const ORDER_CANCEL_MESSAGES = {
  shipped: "This order has shipped",
  tooLate: "Orders can be cancelled online within 1 hour of placing them. Please contact support.",
  alreadyCancelled: "This order is already cancelled",
  done: "Your order has been cancelled.",
} as const

/** Why an order cannot be cancelled online now, or null when it can. */
export function cancelRefusal(order: { status: string; createdAt: string }, now = Date.now()): string | null {
  if (order.status === "cancelled") return ORDER_CANCEL_MESSAGES.alreadyCancelled
  if (order.status === "shipped" || order.status === "delivered") return ORDER_CANCEL_MESSAGES.shipped
  if (now - new Date(order.createdAt).getTime() >= CANCEL_WINDOW_MINUTES * 60_000) return ORDER_CANCEL_MESSAGES.tooLate
  return null
}

/** What the customer paid and kept: the order's total less what its returns refunded, to the cent. */
export const netPaid = (order: Pick<Order, "totalAmount" | "refundedAmount">): string =>
  formatAmount(fromCents(toCents(Number(order.totalAmount)) - toCents(Number(order.refundedAmount))))
