import { z } from "@medusajs/framework/zod"

/** The 50 states and DC, as 2-letter codes. */
export const US_STATES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY",
  "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH",
  "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
] as const

export const PAYMENT_METHODS = ["cash_on_delivery", "card_on_delivery", "pay_with_card"] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

const text = (min: number, message: string, max = 200) =>
  z.string({ message }).trim().min(min, message).max(max, `Must be at most ${max} characters`)

/** An address on an order (SPEC §3), with the checkout form's messages (SPEC §5). */
export const AddressBody = z.object({
  firstName: text(2, "First name is required", 100),
  lastName: text(2, "Last name is required", 100),
  address: text(5, "Address is required"),
  address2: z.string().trim().max(200, "Must be at most 200 characters").nullish(),
  city: text(2, "City is required", 100),
  state: z
    .string({ message: "State is required" })
    .trim()
    .toUpperCase()
    .refine((value) => (US_STATES as readonly string[]).includes(value), "State must be a 2-letter US state code"),
  zipCode: z
    .string({ message: "ZIP code is required" })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "ZIP code is required"),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === "US", "We ship to the United States only")
    .default("US"),
})
export type AddressInput = z.infer<typeof AddressBody>

const money = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const amount = typeof value === "number" ? value : Number(value.trim())
  if (typeof value === "string" && !/^\s*\d+(\.\d{1,2})?\s*$/.test(value)) {
    ctx.addIssue({ code: "custom", message: "Total amount must be an amount like 123.45" })
    return z.NEVER
  }
  if (!Number.isFinite(amount) || amount < 0) {
    ctx.addIssue({ code: "custom", message: "Total amount must be an amount like 123.45" })
    return z.NEVER
  }
  return Math.round(amount * 100)
})

export const PlaceOrderBody = z.object({
  /** The storefront's id for this checkout; a repeated submission with it places no second order. */
  sessionId: z.string().trim().min(1).max(100).optional(),
  customerEmail: z
    .string({ message: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address")
    .pipe(z.email({ message: "Please enter a valid email address" })),
  customerName: text(2, "Name is required", 200),
  customerPhone: z.string().trim().max(30, "Phone number must be at most 30 characters").nullish(),
  shippingAddress: AddressBody,
  billingAddress: AddressBody.nullish(),
  /** The client's total in cents; compared with the server's, never used as the price. */
  totalAmount: money,
  paymentMethod: z.enum(PAYMENT_METHODS, { message: `Payment method must be one of ${PAYMENT_METHODS.join(", ")}` }).default("cash_on_delivery"),
  items: z
    .array(
      z.object({
        productId: z.string({ message: "Product is required" }).trim().min(1, "Product is required").max(100),
        quantity: z
          .number({ message: "Quantity must be a whole number of at least 1" })
          .int("Quantity must be a whole number of at least 1")
          .min(1, "Quantity must be a whole number of at least 1")
          .max(999, "Quantity must be at most 999"),
      }),
      { message: "Your order has no items" }
    )
    .min(1, "Your order has no items")
    .max(100, "An order can hold at most 100 lines"),
})
export type PlaceOrderInput = z.infer<typeof PlaceOrderBody>

export const TrackOrderBody = z.object({
  orderNumber: z
    .string({ message: "Order number is required" })
    .trim()
    .min(1, "Order number is required")
    .max(40, "Order number is too long"),
  email: z
    .string({ message: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address")
    .pipe(z.email({ message: "Please enter a valid email address" })),
})
