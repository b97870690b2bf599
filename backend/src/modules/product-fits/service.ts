import { MedusaService } from "@medusajs/framework/utils"
import ProductFit from "./models/product-fit"

class ProductFitsModuleService extends MedusaService({ ProductFit }) {}

export default ProductFitsModuleService
