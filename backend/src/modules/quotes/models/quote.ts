import { model } from "@medusajs/framework/utils"

/**
 * A business buyer's request for prices (docs/api.md, "Quotes"): asked by a signed-in customer,
 * priced by staff, accepted into one order or declined. `expired` is not stored: a quoted quote
 * past `valid_until` is expired (quoteStatusOn in the contract).
 */
const Quote = model
  .define("quote", {
    id: model.id({ prefix: "quo" }).primaryKey(),
    /** What the customer and staff call it: "Quote #12". */
    number: model.autoincrement(),
    customer_id: model.text().index("IDX_quote_customer_id"),
    /** The customer's e-mail and name when they asked, for staff's list and the e-mails. */
    email: model.text(),
    customer_name: model.text(),
    company: model.text().nullable(),
    phone: model.text().nullable(),
    status: model.enum(["requested", "quoted", "accepted", "declined"]).default("requested").index("IDX_quote_status"),
    /** The customer's message with the request. */
    message: model.text().nullable(),
    /** Staff's note with the prices. */
    note: model.text().nullable(),
    /** The last day (YYYY-MM-DD, UTC) the quote can be accepted. */
    valid_until: model.text().nullable(),
    quoted_at: model.dateTime().nullable(),
    accepted_at: model.dateTime().nullable(),
    /** Medusa's order placed from it. */
    order_id: model.text().nullable(),
    items: model.hasMany((): typeof QuoteItem => QuoteItem, { mappedBy: "quote" }),
    messages: model.hasMany((): typeof QuoteMessage => QuoteMessage, { mappedBy: "quote" }),
  })
  .cascades({ delete: ["items", "messages"] })

/** A product and quantity on a quote, and the unit price staff set (null until priced). */
export const QuoteItem = model.define("quote_item", {
  id: model.id({ prefix: "quoi" }).primaryKey(),
  quote: model.belongsTo(() => Quote, { mappedBy: "items" }),
  product_id: model.text().index("IDX_quote_item_product_id"),
  /** The product's title when the line was written, should it be deleted later. */
  product_name: model.text(),
  quantity: model.number(),
  unit_price: model.bigNumber().nullable(),
  /** The line's place on the quote. */
  rank: model.number().default(0),
})

/** A message on a quote from the customer or a member of staff; each is e-mailed to the other side. */
export const QuoteMessage = model.define("quote_message", {
  id: model.id({ prefix: "quom" }).primaryKey(),
  quote: model.belongsTo(() => Quote, { mappedBy: "messages" }),
  author: model.enum(["customer", "staff"]),
  /** The Medusa customer or user who wrote it, and their name as it was then. */
  author_id: model.text().nullable(),
  author_name: model.text(),
  body: model.text(),
})

export default Quote
