import { model } from "@medusajs/framework/utils"

/**
 * An address waiting for one e-mail when a product is back in stock (docs/decisions.md, "Back in
 * stock"). `notified_at` is set when the e-mail is claimed for sending, by one process only; the
 * address may then ask again. Unsubscribing deletes the address's waiting alerts.
 */
const StockAlert = model
  .define("stock_alert", {
    id: model.id({ prefix: "salert" }).primaryKey(),
    product_id: model.text(),
    /** Lower-cased. */
    email: model.text(),
    /** The customer who asked while signed in, if any. */
    customer_id: model.text().nullable(),
    notified_at: model.dateTime().nullable(),
  })
  .indexes([
    { name: "IDX_stock_alert_waiting", on: ["product_id", "email"], unique: true, where: "deleted_at IS NULL AND notified_at IS NULL" },
    { name: "IDX_stock_alert_email", on: ["email"], where: "deleted_at IS NULL" },
    { name: "IDX_stock_alert_notified_at", on: ["notified_at"], where: "deleted_at IS NULL" },
  ])

export default StockAlert
