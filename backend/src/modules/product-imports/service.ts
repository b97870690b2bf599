import { MedusaService } from "@medusajs/framework/utils"
import ProductImport from "./models/product-import"

class ProductImportsModuleService extends MedusaService({ ProductImport }) {}

export default ProductImportsModuleService
