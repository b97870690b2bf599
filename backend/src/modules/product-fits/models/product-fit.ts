import { model } from "@medusajs/framework/utils"

/**
 * A supply or accessory and a product it fits (a toner and its printer, a stand and its scanner):
 * docs/decisions.md, "Supplies and accessories". Both are Medusa products; a product fits many and
 * is fitted by many.
 */
const ProductFit = model
  .define("product_fit", {
    id: model.id({ prefix: "pfit" }).primaryKey(),
    /** The supply or accessory. */
    supply_id: model.text(),
    /** The product it fits. */
    product_id: model.text(),
  })
  .indexes([
    { name: "IDX_product_fit_pair", on: ["supply_id", "product_id"], unique: true, where: "deleted_at IS NULL" },
    { name: "IDX_product_fit_product_id", on: ["product_id"], where: "deleted_at IS NULL" },
  ])

export default ProductFit
