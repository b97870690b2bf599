import { z } from "zod"
import { productSchema, reviewSchema } from "./answers"
import { CATEGORY_HANDLES } from "./catalogue"
import { fitsReferencesSchema } from "./choosing"
import { MAX_LONG, optionalText, queryFlag, queryWholeNumber, requiredText } from "./fields"
import { INQUIRY_KINDS } from "./inquiries"
import { ORDER_STATUSES, type OrderStatus, orderSchema } from "./orders"
import { MAX_QUANTITY_PRICES } from "./pricing"

// ---------------------------------------------------------------------------------------------
// Staff session (docs/decisions.md, "Sessions and the public origin"): a member of staff (a Medusa
// user) signed in for 24 hours.
// ---------------------------------------------------------------------------------------------

export const STAFF_SESSION_HOURS = 24

export const staffSchema = z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() })
export type Staff = z.output<typeof staffSchema>

/** POST /api/admin/login. */
export const staffLoginAnswerSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  message: z.string(),
  user: staffSchema,
})
export type StaffLoginAnswer = z.output<typeof staffLoginAnswerSchema>

/** GET /api/admin/session. */
export const staffSessionSchema = z.object({ user: staffSchema })

/** Paging of the staff lists: `limit` 1-200 (default 50), `offset`. */
export const pageQueryFields = { limit: queryWholeNumber(1, 200).default(50), offset: queryWholeNumber(0, 1_000_000).default(0) }
export const pageAnswerFields = { count: z.number().int(), limit: z.number().int(), offset: z.number().int() }

// ---------------------------------------------------------------------------------------------
// Dashboard (the staff area's first screen): the four cards.
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/stats. Revenue is the sum of the totals of every order that was not cancelled. */
export const adminStatsSchema = z.object({
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  /** Dollars, decimal string with two places. */
  totalRevenue: z.string(),
  featuredProducts: z.number().int(),
})
export type AdminStats = z.output<typeof adminStatsSchema>

/** The sales picture covers this many days, today included. */
export const SALES_DAYS = 30
/** A product with this many units or fewer left is on the low-stock list. */
export const LOW_STOCK_THRESHOLD = 5
/** The shop's own day: sales are counted by the calendar of its home in Tulsa, Oklahoma. */
export const SHOP_TIME_ZONE = "America/Chicago"

/**
 * GET /api/admin/sales: orders and revenue per day for the last SALES_DAYS days (oldest first,
 * every day present; revenue leaves out cancelled orders, as the dashboard's card does) and the
 * products with LOW_STOCK_THRESHOLD units or fewer, fewest first.
 */
export const adminSalesSchema = z.object({
  timeZone: z.string(),
  days: z.array(
    z.object({
      /** YYYY-MM-DD in the shop's time zone. */
      date: z.string(),
      orders: z.number().int(),
      /** Dollars, decimal string with two places. */
      revenue: z.string(),
    })
  ),
  lowStock: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      stockQuantity: z.number().int(),
      published: z.boolean(),
      /** Addresses waiting for an e-mail when it is back in stock. */
      stockAlerts: z.number().int().default(0),
    })
  ),
  /** Products on the low-stock list in all; `lowStock` holds at most 50 of them. */
  lowStockCount: z.number().int(),
})
export type AdminSales = z.output<typeof adminSalesSchema>

// ---------------------------------------------------------------------------------------------
// Products: the product tab and dialog, picture uploads and the CSV import.
// ---------------------------------------------------------------------------------------------

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
export const MAX_PRODUCT_IMAGES = 20
/** The product table's description preview. */
export const DESCRIPTION_PREVIEW_LENGTH = 50

/**
 * An image path as staff may write it, read by the image path rule: http(s) URLs and uploads
 * (/static/...) are kept; bare file names, /images/x and /src/assets/products/x name a picture of
 * /images/products/.
 */
export function normalizeImagePath(value: string): string {
  const path = value.trim()
  if (/^https?:\/\//i.test(path) || path.startsWith("/static/") || path.startsWith("/images/products/")) return path
  const file = path.replace(/^\/src\/assets\/products\//, "").replace(/^\/images\//, "")
  return /^[\w.-]+$/.test(file) ? `/images/products/${file}` : path
}

/** An image the shop can show: an upload (/static/...), a picture of /images/products/ or an http(s) URL. */
export const productImageUrlSchema = z
  .string()
  .trim()
  .max(2000, "Image address is too long")
  .transform(normalizeImagePath)
  .refine((value) => /^\/(static|images)\/[^\s]+$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), "Image must be an uploaded image or an http(s) address")

const priceMessage = "Price must be an amount like 249.99"
/** Dollars as a number or decimal text, two places at most. */
export const dollars = (message: string) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim()
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: "custom", message })
      return z.NEVER
    }
    return Number(text)
  })

const stockMessage = "Stock quantity must be a whole number of at least 0"

/** The most units a quantity price may start at. */
const MAX_TIER_QUANTITY = 100_000
const QUANTITY_PRICE_MESSAGE = "A quantity price is a number of units (2 or more) and an amount, like 5:42.00"

/**
 * Quantity prices (Medusa's price tiers): a list of `{ minQuantity, price }`, or the CSV's text
 * `5:42.00|10:39.00`. Sorted by quantity; each quantity once; the price falls as the quantity rises.
 */
export const quantityPricesSchema = z
  .union([
    z.string().max(500, "Quantity prices are too long"),
    z.array(z.object({ minQuantity: z.union([z.number(), z.string()]), price: z.union([z.number(), z.string()]) }).strict()).max(50),
  ])
  .transform((value, ctx): Array<{ minQuantity: number; price: number }> => {
    const pairs =
      typeof value === "string"
        ? value
            .split("|")
            .map((part) => part.trim())
            .filter(Boolean)
            .map((part) => {
              const [minQuantity, price, ...rest] = part.split(":").map((piece) => piece.trim())
              return rest.length ? { minQuantity: "", price: "" } : { minQuantity: minQuantity ?? "", price: price ?? "" }
            })
        : value
    const tiers: Array<{ minQuantity: number; price: number }> = []
    for (const pair of pairs) {
      const quantity = String(pair.minQuantity).trim()
      const amount = typeof pair.price === "number" ? String(pair.price) : String(pair.price).trim()
      if (!/^\d{1,6}$/.test(quantity) || Number(quantity) < 2 || Number(quantity) > MAX_TIER_QUANTITY || !/^\d{1,7}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) {
        ctx.addIssue({ code: "custom", message: QUANTITY_PRICE_MESSAGE })
        return z.NEVER
      }
      tiers.push({ minQuantity: Number(quantity), price: Number(amount) })
    }
    if (tiers.length > MAX_QUANTITY_PRICES) {
      ctx.addIssue({ code: "custom", message: `At most ${MAX_QUANTITY_PRICES} quantity prices` })
      return z.NEVER
    }
    tiers.sort((a, b) => a.minQuantity - b.minQuantity)
    if (tiers.some((tier, index) => index > 0 && tier.minQuantity === tiers[index - 1].minQuantity)) {
      ctx.addIssue({ code: "custom", message: "Each quantity may have one price" })
      return z.NEVER
    }
    if (tiers.some((tier, index) => index > 0 && tier.price >= tiers[index - 1].price)) {
      ctx.addIssue({ code: "custom", message: "Quantity prices must fall as the quantity rises" })
      return z.NEVER
    }
    return tiers
  })

/** Every quantity price below the price of one: a higher one would never be charged (Medusa charges the lowest that applies). */
export const QUANTITY_PRICE_ABOVE_MESSAGE = "Each quantity price must be lower than the price of one unit"

/** Why these quantity prices cannot go with this price of one, or null when they can (or either is unknown). */
export const quantityPricesProblem = (price: number | null | undefined, tiers: ReadonlyArray<{ price: number }> | null | undefined): string | null =>
  price !== null && price !== undefined && tiers?.some((tier) => tier.price >= price) ? QUANTITY_PRICE_ABOVE_MESSAGE : null

const quantityPricesBelow = (body: { price?: number; quantityPrices?: Array<{ price: number }> }, ctx: z.RefinementCtx) => {
  const problem = quantityPricesProblem(body.price, body.quantityPrices)
  if (problem) ctx.addIssue({ code: "custom", path: ["quantityPrices"], message: problem })
}

/**
 * 'Key: Value' lines (as the product dialog takes them), or a key/value map, read into ordered
 * [key, value] pairs.
 */
const specificationsSchema = z
  .union([z.string().max(MAX_LONG, `Must be at most ${MAX_LONG} characters`), z.record(z.string(), z.union([z.string(), z.number()]))])
  .transform((value): Array<[string, string]> => {
    if (typeof value !== "string") return Object.entries(value).map(([key, entry]) => [key.trim(), String(entry).trim()])
    return parseSpecificationLines(value)
  })

/** 'Key: Value' lines into pairs; lines without a colon are skipped, as are empty keys. */
export function parseSpecificationLines(text: string): Array<[string, string]> {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .flatMap((line): Array<[string, string]> => {
      const colon = line.indexOf(":")
      if (colon <= 0) return []
      return [[line.slice(0, colon).trim(), line.slice(colon + 1).trim()]]
    })
}

/** Pairs back into the dialog's 'Key: Value' lines. */
export const specificationLines = (specifications: Record<string, string> | null | undefined): string =>
  Object.entries(specifications ?? {})
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")

/** Every field of the product dialog, as POST /api/admin/products takes them. */
/** The longest SKU. */
export const MAX_SKU = 64
export const SKU_MESSAGE = `SKU must be letters, digits, dots, dashes or slashes (at most ${MAX_SKU})`
/** A SKU as typed: trimmed and in capitals, so 'hp-m404n' and 'HP-M404N' are the same product. */
export const skuText = z
  .string({ error: SKU_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9][A-Z0-9._/-]{0,${MAX_SKU - 1}}$`), SKU_MESSAGE)

const productFields = {
  name: requiredText("Product name is required", { max: 200 }),
  /** Unique among the products; a new product without one gets its handle in capitals. */
  sku: skuText,
  brand: optionalText(100),
  description: optionalText(MAX_LONG),
  category: z.enum(CATEGORY_HANDLES, { error: `Category must be one of ${CATEGORY_HANDLES.join(", ")}` }),
  price: dollars(priceMessage),
  originalPrice: dollars("Original price must be an amount like 299.99").nullable(),
  quantityPrices: quantityPricesSchema,
  stockQuantity: z.union([z.number(), z.string()]).transform((value, ctx) => {
    const text = String(value).trim()
    if (!/^\d{1,7}$/.test(text)) {
      ctx.addIssue({ code: "custom", message: stockMessage })
      return z.NEVER
    }
    return Number(text)
  }),
  /** The main image; the first of `images` when left out. */
  image: productImageUrlSchema.or(z.literal("")).nullable(),
  images: z.array(productImageUrlSchema).max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`),
  specifications: specificationsSchema,
  features: z.array(z.string().trim().max(200, "A feature must be at most 200 characters")).max(50, "At most 50 features"),
  inStock: z.boolean({ error: "In stock must be true or false" }),
  isFeatured: z.boolean({ error: "Featured must be true or false" }),
  isBusinessProduct: z.boolean({ error: "Business product must be true or false" }),
  /** False keeps the product a draft: staff see it, the shop neither shows nor sells it. */
  published: z.boolean({ error: "Published must be true or false" }),
  // Sent by the spec's admin calls; the shop derives these itself and ignores what is sent.
  rating: z.union([z.string().max(10), z.number()]),
  reviewCount: z.number().int(),
  tags: z.array(z.string().max(50)).max(20),
  id: z.union([z.string().max(100), z.number()]),
  /** The products this supply or accessory fits, by SKU or name; left out, the links stay as they are. */
  fits: fitsReferencesSchema,
}

/** POST /api/admin/products (and one CSV row through POST /api/products): a new product. */
export const adminProductBodySchema = z
  .object({
    ...productFields,
    sku: productFields.sku.optional(),
    brand: productFields.brand.default(""),
    description: productFields.description.default(""),
    originalPrice: productFields.originalPrice.optional().transform((value) => value ?? null),
    quantityPrices: productFields.quantityPrices.optional(),
    stockQuantity: productFields.stockQuantity.default(0),
    image: productFields.image.optional(),
    images: productFields.images.default([]),
    specifications: specificationsSchema.default([]),
    features: productFields.features.default([]),
    inStock: productFields.inStock.default(true),
    isFeatured: productFields.isFeatured.default(false),
    isBusinessProduct: productFields.isBusinessProduct.default(false),
    published: productFields.published.default(true),
    rating: productFields.rating.optional(),
    reviewCount: productFields.reviewCount.optional(),
    tags: productFields.tags.optional(),
    id: productFields.id.optional(),
    fits: productFields.fits.optional(),
  })
  .strict()
  .superRefine(quantityPricesBelow)
export type AdminProductBody = z.output<typeof adminProductBodySchema>
export type AdminProductPayload = z.input<typeof adminProductBodySchema>

/** PUT /api/admin/products/{id}: the same fields, each optional (what is left out stays as it is). */
export const adminProductUpdateSchema = z.object(productFields).partial().strict().superRefine(quantityPricesBelow)
export type AdminProductUpdate = z.output<typeof adminProductUpdateSchema>

/** GET /api/admin/products: newest first, searched like the shop's search. */
export const listAdminProductsQuerySchema = z
  .object({ search: z.string().trim().max(200).optional(), category: z.enum(CATEGORY_HANDLES).optional(), ...pageQueryFields })
  .strict()

/** A product as staff see it: the shop's product, whether it is published (not a draft) and when it was created. */
export const adminProductSchema = z.object({
  ...productSchema.shape,
  published: z.boolean().default(true),
  createdAt: z.string().nullish(),
  /** The SKUs of the products this one fits (docs/api.md, "Supplies and accessories"). */
  fits: z.array(z.string()).default([]),
  /** Addresses waiting for an e-mail when it is back in stock. */
  stockAlerts: z.number().int().default(0),
})
export type AdminProduct = z.output<typeof adminProductSchema>
export const adminProductPageSchema = z.object({ products: z.array(adminProductSchema), ...pageAnswerFields })

/** DELETE /api/admin/products/{id}. */
export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) })

/**
 * POST /api/admin/uploads (multipart, field `files`): image types only, 10 MB each
 * (docs/decisions.md, "What staff upload").
 */
export const uploadAnswerSchema = z.object({
  files: z.array(z.object({ name: z.string(), url: z.string(), size: z.number().int() })),
  failed: z.array(z.object({ name: z.string(), message: z.string() })),
})
export type UploadAnswer = z.output<typeof uploadAnswerSchema>
/** Raster pictures only: an SVG can carry script, so uploads do not take it. */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] as const

/** CSV import: the columns (docs/using-the-shop.md, "CSV import"), in the template's order. */
export const CSV_COLUMNS = [
  "name",
  "description",
  "category",
  "brand",
  "price",
  "originalPrice",
  "quantityPrices",
  "image",
  "images",
  "specifications",
  "features",
  "stockQuantity",
  "inStock",
  "isFeatured",
  "isBusinessProduct",
  "fits",
] as const
export const MAX_CSV_BYTES = 10 * 1024 * 1024
/** A file with more product rows than this is refused whole: split it into smaller files. */
export const MAX_CSV_ROWS = 50_000
/** The row errors an import keeps; beyond these it counts them (`errorsNotShown`). */
export const MAX_IMPORT_ERRORS = 1_000

export const IMPORT_STATUSES = ["running", "done", "failed"] as const
/** GET /api/admin/products/import/{id} (202 { id } from POST /api/admin/products/import). */
export const importJobSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  /** New products. */
  imported: z.number().int(),
  /** Of the new products, those kept as drafts because their row gave no price. */
  drafts: z.number().int().default(0),
  /** Existing products (same name and brand) that the row updated. */
  updated: z.number().int(),
  failed: z.number().int(),
  /** The first MAX_IMPORT_ERRORS row errors, in row order. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  /** Row errors counted but not listed. */
  errorsNotShown: z.number().int().default(0),
  message: z.string().optional(),
})
export type ImportJob = z.output<typeof importJobSchema>
export const importStartedSchema = z.object({ id: z.string() })

// ---------------------------------------------------------------------------------------------
// Orders: the orders tab and the order's dialog, and the moves staff make
// (docs/architecture.md, "How an order flows").
// ---------------------------------------------------------------------------------------------

/** Where an order can go from each status: staff move it forward, or cancel it before it ships. */
export const ORDER_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "shipped", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
}
export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_STATUS_MOVES[from].includes(to)

/** GET /api/admin/orders: without `limit`/`offset` the spec's plain list; with them a page. */
export const listAdminOrdersQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(", ")}` }).optional(),
    /** An order number or (part of) the customer's e-mail. */
    search: z.string().trim().max(200).optional(),
    limit: queryWholeNumber(1, 200).optional(),
    offset: queryWholeNumber(0, 1_000_000).optional(),
  })
  .strict()

/** An order as staff see it: the customer's order plus its internal id and the moves it allows. */
/** An order's payment in Medusa: paid on delivery (captured), cancelled with the order, refunded by a return. */
export const PAYMENT_STATUSES = ["awaiting", "paid", "cancelled", "refunded", "partially_refunded"] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting: "Awaiting payment",
  paid: "Paid",
  cancelled: "Cancelled",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
}

/** The e-mails the shop sends, by template, in staff's words. */
export const EMAIL_LABELS: Record<string, string> = {
  "order-confirmation": "Order confirmation",
  "order-shipped": "Shipped",
  "order-delivered": "Delivered",
  "order-cancelled": "Cancelled",
  "return-requested": "Return requested",
  "return-received": "Return received",
  welcome: "Welcome",
  "password-reset": "Password reset",
  "inquiry-reply": "Reply to a message",
  "staff-new-inquiry": "New message (staff)",
}

/** An e-mail as Medusa's Notification Module recorded it: `failure` is tried again for 24 hours. */
export const sentEmailSchema = z.object({
  id: z.string(),
  template: z.string(),
  to: z.string(),
  status: z.enum(["pending", "success", "failure"]),
  createdAt: z.string(),
})
export type SentEmail = z.output<typeof sentEmailSchema>
export const EMAIL_STATUS_LABELS: Record<SentEmail["status"], string> = {
  pending: "Sending",
  success: "Sent",
  failure: "Not sent yet: retrying",
}

export const adminOrderSchema = orderSchema.extend({
  /** Medusa's order id (the `id` is the order number customers see). */
  orderId: z.string(),
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  /** GET /api/admin/orders/{id} only: the e-mails sent about the order, oldest first. */
  emails: z.array(sentEmailSchema).optional(),
  /** GET /api/admin/orders/{id} only: the payment as Medusa records it. */
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
})
export type AdminOrder = z.output<typeof adminOrderSchema>
export const adminOrderPageSchema = z.object({ orders: z.array(adminOrderSchema), ...pageAnswerFields })

/** POST /api/admin/orders/{id}/status. A shipment needs its carrier and tracking number. */
export const orderStatusBodySchema = z
  .object({
    status: z.enum(["processing", "shipped", "delivered", "cancelled"], {
      error: "Status must be one of processing, shipped, delivered, cancelled",
    }),
    carrier: optionalText(100).optional(),
    trackingNumber: optionalText(100).optional(),
    /** A date (YYYY-MM-DD) or words ('3-5 business days'). */
    estimatedDelivery: optionalText(100).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status !== "shipped") return
    if (!body.carrier) ctx.addIssue({ code: "custom", path: ["carrier"], message: "Carrier is required to mark an order shipped" })
    if (!body.trackingNumber) {
      ctx.addIssue({ code: "custom", path: ["trackingNumber"], message: "Tracking number is required to mark an order shipped" })
    }
  })
export type OrderStatusBody = z.output<typeof orderStatusBodySchema>

// ---------------------------------------------------------------------------------------------
// Customer messages (the stored forms) and reviews.
// ---------------------------------------------------------------------------------------------

export const INQUIRY_STATUSES = ["new", "handled"] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]

/** GET /api/admin/inquiries and Medusa's GET /admin/inquiries. */
export const listInquiriesQuerySchema = z
  .object({ kind: z.enum(INQUIRY_KINDS).optional(), status: z.enum(INQUIRY_STATUSES).optional(), ...pageQueryFields })
  .strict()

/** A reply as staff see it: who wrote it and when. */
export const inquiryReplySchema = z.object({
  id: z.string(),
  message: z.string(),
  /** The member of staff's name (or e-mail when they have no name). */
  author: z.string(),
  createdAt: z.string(),
})
export type InquiryReply = z.output<typeof inquiryReplySchema>

export const adminInquirySchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(INQUIRY_KINDS),
  status: z.enum(INQUIRY_STATUSES),
  name: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.string().nullable(),
  /** Every field of the form as the customer sent it. */
  fields: z.record(z.string(), z.unknown()),
  /** The customer's account when they were signed in. */
  customer: z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** Staff replies e-mailed to the sender, oldest first. */
  replies: z.array(inquiryReplySchema).default([]),
})
export type AdminInquiry = z.output<typeof adminInquirySchema>
export const adminInquiryPageSchema = z.object({
  inquiries: z.array(adminInquirySchema),
  ...pageAnswerFields,
  /** Messages nobody has handled yet (all kinds): the count on the tab. */
  newCount: z.number().int(),
})

/** PATCH /api/admin/inquiries/{id}. */
export const updateInquiryBodySchema = z
  .object({ status: z.enum(INQUIRY_STATUSES, { error: "Status must be new or handled" }) })
  .strict()

/** The longest reply staff can send to a customer message. */
export const MAX_INQUIRY_REPLY = 5000

/** POST /api/admin/inquiries/{id}/replies: e-mailed to the sender; the message is marked handled. */
export const inquiryReplyBodySchema = z
  .object({ message: requiredText("Please write a reply", { max: MAX_INQUIRY_REPLY }) })
  .strict()
export type InquiryReplyBody = z.output<typeof inquiryReplyBodySchema>


/** What a message without an e-mail address shows instead of Reply. */
export const NO_REPLY_ADDRESS = "This message has no e-mail address to reply to. Contact the customer by phone."

/** GET /api/admin/reviews. */
export const listReviewsQuerySchema = z
  .object({ productId: z.string().trim().min(1).max(100).optional(), hidden: queryFlag.optional(), ...pageQueryFields })
  .strict()

/** PATCH /api/admin/reviews/{id}. */
export const updateReviewBodySchema = z.object({ hidden: z.boolean({ error: "hidden must be true or false" }) }).strict()

/** A review as staff see it: who wrote it, of which product, and whether it is hidden. */
export const staffReviewSchema = z.object({
  ...reviewSchema.shape,
  customerId: z.string().nullable(),
  productName: z.string().nullable().optional(),
  hidden: z.boolean(),
  updatedAt: z.string(),
})
export type StaffReview = z.output<typeof staffReviewSchema>
export const staffReviewPageSchema = z.object({ reviews: z.array(staffReviewSchema), ...pageAnswerFields })

// What both staff screens show of reviews (/admin's Reviews tab and the Reviews page in Medusa's
// dashboard), defined once so they cannot drift apart.
export const REVIEW_TABLE_COLUMNS = ["Product", "Customer", "Rating", "Comment", "Status"] as const
export const REVIEW_VISIBILITIES = ["all", "visible", "hidden"] as const
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number]
export const REVIEW_VISIBILITY_LABELS: Record<ReviewVisibility, string> = { all: "All reviews", visible: "Shown in the shop", hidden: "Hidden" }
/** The `hidden` filter of GET /api/admin/reviews for each choice. */
export const REVIEW_HIDDEN_FILTER: Record<ReviewVisibility, boolean | undefined> = { all: undefined, visible: false, hidden: true }
export const reviewStatusLabel = (hidden: boolean) => (hidden ? "Hidden" : "Shown")
/** The action that changes a review's visibility, named after what it does. */
export const reviewToggleLabel = (hidden: boolean) => (hidden ? "Unhide" : "Hide")

/** GET /api/admin/search-terms: what shoppers searched for and did not find, most frequent first. */
export const listSearchTermsQuerySchema = z.object({ noResults: queryFlag.optional(), ...pageQueryFields }).strict()

/** How many days of searches with no results staff's list covers. */
export const SEARCH_TERMS_DAYS = 30

/** A search that found nothing: the term as normalised, how often and when it was last searched. */
export const searchTermSchema = z.object({ id: z.string(), term: z.string(), count: z.number().int(), lastSearchedAt: z.string() })
export type SearchTerm = z.output<typeof searchTermSchema>
export const searchTermPageSchema = z.object({ searchTerms: z.array(searchTermSchema), ...pageAnswerFields })
