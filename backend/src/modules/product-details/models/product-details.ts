import { model } from "@medusajs/framework/utils"

/**
 * What the shop knows about a product beyond Medusa's product: brand, ordered specifications,
 * features, merchandising flags and the price it was reduced from. One row per product (linked).
 */
const ProductDetails = model
  .define("product_details", {
    id: model.id({ prefix: "pdet" }).primaryKey(),
    brand: model.text().searchable().index("IDX_product_details_brand"),
    /** Ordered [key, value] pairs, so the detail page shows them in the order staff wrote them. */
    specifications: model.json().default({ entries: [] }),
    features: model.json().default({ items: [] }),
    is_featured: model.boolean().default(false),
    is_business: model.boolean().default(false),
    /** Staff can mark a product out of stock whatever the inventory says. */
    marked_out_of_stock: model.boolean().default(false),
    original_price: model.bigNumber().nullable(),
  })

export default ProductDetails
