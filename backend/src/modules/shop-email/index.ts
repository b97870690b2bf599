import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import ShopEmailProvider from "./service"

/** The shop's e-mail: React templates sent over SMTP, as a Notification Module provider. */
export default ModuleProvider(Modules.NOTIFICATION, { services: [ShopEmailProvider] })
