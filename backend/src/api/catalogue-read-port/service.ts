import type { Server } from "node:http"
import { container } from "@medusajs/framework"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { startCatalogueReadPort } from "./server"

/**
 * Opens the catalogue's read port (docs/architecture.md, "Catalogue reads at the edge") when the
 * app has started, in a process that serves HTTP, if CATALOGUE_READ_PORT names one; closes it with
 * the app. A module only for its hooks: they are Medusa's place for what runs once every module is
 * loaded. A port that cannot be opened is not fatal: the edge then asks Medusa for every read.
 */
export default class CatalogueReadPortService {
  private server: Server | null = null

  /** The port this process answers catalogue reads on, or null. */
  get port(): number | null {
    const address = this.server?.address()
    return address && typeof address === "object" ? address.port : null
  }

  private async open() {
    const setting = process.env.CATALOGUE_READ_PORT
    if (!setting || process.env.MEDUSA_WORKER_MODE === "worker") return
    // 0: any free port (a test's).
    const port = Number(setting)
    try {
      // Where Medusa listens: HOST, or every address.
      this.server = await startCatalogueReadPort(container, port, process.env.HOST || undefined)
    } catch (error) {
      container
        .resolve<Logger>(ContainerRegistrationKeys.LOGGER)
        .warn(`The catalogue's read port ${port} could not be opened (${(error as Error).message}); the edge asks Medusa for every read.`)
    }
  }

  __hooks = {
    onApplicationStart: async () => {
      await this.open()
    },
    onApplicationShutdown: async () => {
      this.server?.close()
      this.server?.closeAllConnections()
      this.server = null
    },
  }
}
