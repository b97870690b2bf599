/**
 * Choosing a product: the supplies and accessories that fit it, and an e-mail when it is back in
 * stock (docs/api.md, "Supplies and accessories" and "Back in stock").
 */
import { z } from "zod"
import { emailAddress, queryFlag } from "./fields"

/** A product lists at most this many products it fits (a cartridge that fits 40 printers is plenty). */
export const MAX_FITS = 100
/** The longest SKU or name one `fits` entry may be. */
const MAX_FIT_REFERENCE = 200

/**
 * The products a supply or accessory fits, each named by its SKU or its exact name (case does not
 * matter), as the product dialog, Medusa's dashboard and the CSV import's `fits` column take them.
 * Every entry must name one product of the shop; an empty list removes the links.
 */
export const fitsReferencesSchema = z
  .array(
    z
      .string({ error: "Each fitted product must be a SKU or a product name" })
      .trim()
      .min(1, "Each fitted product must be a SKU or a product name")
      .max(MAX_FIT_REFERENCE, `Each fitted product must be at most ${MAX_FIT_REFERENCE} characters`),
    { error: "Fits must be a list of SKUs or product names" }
  )
  .max(MAX_FITS, `A product fits at most ${MAX_FITS} products`)
  // Each product once, as first written.
  .transform((references) => references.filter((reference, index) => references.findIndex((other) => other.toUpperCase() === reference.toUpperCase()) === index))

/** Fits entries as typed in one text box: separated by commas, pipes or new lines. */
export const splitFitsText = (text: string): string[] =>
  text
    .split(/[\n,|]/)
    .map((entry) => entry.trim())
    .filter(Boolean)

/** The messages of the fits links. */
export const FITS_MESSAGES = {
  unknown: (reference: string) => `No product has the SKU or name '${reference}'`,
  ambiguous: (reference: string) => `More than one product is named '${reference}': use its SKU`,
  itself: "A product cannot fit itself",
} as const

/** PUT /admin/product-fits/{id} (Medusa's dashboard widget): the products this one fits. */
export const productFitsBodySchema = z.object({ fits: fitsReferencesSchema }).strict()

/** GET /api/products/supplies?for=<id>,<id>: the supplies and accessories of the products named (a cart's). */
export const MAX_SUPPLIES_FOR = 50
export const suppliesQuerySchema = z
  .object({
    for: z
      .string({ error: "for must list product ids" })
      .transform((text) => [...new Set(text.split(",").map((id) => id.trim()).filter(Boolean))])
      .refine((ids) => ids.length > 0, "for must list product ids")
      .refine((ids) => ids.length <= MAX_SUPPLIES_FOR, `for lists at most ${MAX_SUPPLIES_FOR} products`)
      .refine((ids) => ids.every((id) => id.length <= 100), "for must list product ids"),
    inStock: queryFlag.optional(),
  })
  .strict()

/** Back-in-stock alerts. */
export const STOCK_ALERT_MESSAGES = {
  /** The same answer whether or not the address had already asked (no one learns who asked). */
  subscribed: "Thanks! We will e-mail you once when it is back in stock.",
  inStock: "This product is in stock: you can order it now.",
  unsubscribed: "You will get no more back-in-stock e-mails at this address.",
  badLink: "This unsubscribe link does not work. Copy the whole link from the e-mail, or ignore further e-mails.",
} as const

/** POST /api/products/{id}/stock-alerts { email }. */
export const stockAlertBodySchema = z.object({ email: emailAddress() }).strict()
export type StockAlertBody = z.output<typeof stockAlertBodySchema>
export const stockAlertAnswerSchema = z.object({ message: z.string() })

/** POST /api/stock-alerts/unsubscribe { token } (the e-mail's link; mail programs send it as ?token=). */
export const stockAlertTokenSchema = z
  .string({ error: STOCK_ALERT_MESSAGES.badLink })
  .trim()
  .min(1, STOCK_ALERT_MESSAGES.badLink)
  .max(300, STOCK_ALERT_MESSAGES.badLink)
export const stockAlertUnsubscribeBodySchema = z.object({ token: stockAlertTokenSchema }).strict()
/** The address and how many waiting alerts were removed (0 for a second click). */
export const stockAlertUnsubscribeAnswerSchema = z.object({ email: z.string(), removed: z.number().int(), message: z.string() })
export type StockAlertUnsubscribeAnswer = z.output<typeof stockAlertUnsubscribeAnswerSchema>
