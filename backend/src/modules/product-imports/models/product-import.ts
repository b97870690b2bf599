import { model } from "@medusajs/framework/utils"

/**
 * A CSV import of products (docs/using-the-shop.md, "CSV import") and how far it got: the rows
 * worked through, the products created and updated, and the rows refused with their reasons. The
 * worker works through it; the record lets another process take over one that stopped.
 */
const ProductImport = model.define("product_import", {
  id: model.id({ prefix: "pimp" }).primaryKey(),
  status: model.enum(["running", "done", "failed"]).default("running"),
  total: model.number().default(0),
  processed: model.number().default(0),
  imported: model.number().default(0),
  updated: model.number().default(0),
  /** Of the products created, those kept as drafts: their row gave no price. */
  drafts: model.number().default(0),
  failed: model.number().default(0),
  /** `{ items: [{ row, message }] }`, in row order. */
  errors: model.json().default({ items: [] }),
  message: model.text().nullable(),
  /** The member of staff who started it. */
  user_id: model.text().nullable(),
  /** The file's text, kept until the import ends, so a stopped import can be worked through again. */
  csv: model.text().nullable(),
  /** When the process working through it last said it still was; a stale one is resumed. */
  heartbeat_at: model.dateTime().nullable(),
  /** How many times a process took it up. */
  attempts: model.number().default(0),
})

export default ProductImport
