import { model } from "@medusajs/framework/utils"

/**
 * Something a customer sent through one of the shop's forms: a support ticket, a contact message,
 * a warranty claim, an installation/service request or a business quote request. The common
 * fields are columns (for staff to search and sort); the whole form is kept in `fields`.
 */
const Inquiry = model
  .define("inquiry", {
    id: model.id({ prefix: "inq" }).primaryKey(),
    kind: model.enum(["support_ticket", "contact", "warranty_claim", "service_request", "business_quote"]).index("IDX_inquiry_kind"),
    name: model.text().nullable(),
    email: model.text().index("IDX_inquiry_email").nullable(),
    subject: model.text().nullable(),
    fields: model.json(),
    customer_id: model.text().nullable(),
    /** New until a member of staff marks it handled. */
    status: model.enum(["new", "handled"]).default("new").index("IDX_inquiry_status"),
    handled_at: model.dateTime().nullable(),
    replies: model.hasMany((): typeof InquiryReply => InquiryReply, { mappedBy: "inquiry" }),
  })

/** A member of staff's answer to a stored form, e-mailed to its sender (in this file: the two refer to each other). */
export const InquiryReply = model.define("inquiry_reply", {
  id: model.id({ prefix: "inqr" }).primaryKey(),
  inquiry: model.belongsTo(() => Inquiry, { mappedBy: "replies" }),
  message: model.text(),
  /** The Medusa user who wrote it, and their name as it was then. */
  author_id: model.text().nullable(),
  author_name: model.text(),
})

export default Inquiry
