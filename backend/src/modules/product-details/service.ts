import { MedusaService } from "@medusajs/framework/utils"
import ProductDetails from "./models/product-details"

/** What the shop knows about a product beyond Medusa's product (brand, specifications, ...). */
class ProductDetailsModuleService extends MedusaService({ ProductDetails }) {}

export default ProductDetailsModuleService
