import { MedusaService } from "@medusajs/framework/utils"
import ProductDetails from "./models/product-details"

class CatalogueModuleService extends MedusaService({ ProductDetails }) {}

export default CatalogueModuleService
