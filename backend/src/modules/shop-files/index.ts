import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import ShopFilesService from "./service"

export default ModuleProvider(Modules.FILE, { services: [ShopFilesService] })
