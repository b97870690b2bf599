import { z } from "zod"
import { MAX_NAME, MAX_PHONE, phoneNumber } from "./fields"
import { addressSchema } from "./orders"

/** The most saved addresses a customer keeps. */
export const MAX_SAVED_ADDRESSES = 20

/**
 * A saved address (docs/decisions.md, "After the order"), validated as at checkout: Medusa's customer address,
 * the default being Medusa's default shipping address.
 */
export const savedAddressBodySchema = addressSchema
  .extend({
    company: z.string().trim().max(MAX_NAME, `Must be at most ${MAX_NAME} characters`).nullish(),
    // Optional as at checkout (an address from Medusa's dashboard may have none); checked when given.
    phone: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      phoneNumber("Please enter a valid phone number").nullish()
    ),
    isDefault: z.boolean({ error: "isDefault must be true or false" }).default(false),
  })
  .strict()
export type SavedAddressBody = z.output<typeof savedAddressBodySchema>
export type SavedAddressInput = z.input<typeof savedAddressBodySchema>

/** GET /api/user/addresses (each), and the answer of POST and PUT. */
export const savedAddressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phone: z.string().max(MAX_PHONE),
  isDefault: z.boolean(),
  /** A colleague's name for an address a colleague of the customer's company saved (read-only); null for the customer's own. */
  sharedBy: z.string().nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SavedAddress = z.output<typeof savedAddressSchema>
export const savedAddressListSchema = z.array(savedAddressSchema)

export const ADDRESS_MESSAGES = {
  tooMany: `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`,
  notFound: "Address not found",
} as const
