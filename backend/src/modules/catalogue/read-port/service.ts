import fs from "node:fs"
import type { Server } from "node:http"
import { container } from "@medusajs/framework"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type ReadPortAddress, startCatalogueReadPort } from "./server"
import { measureCatalogueWith, startMetricsServer } from "../../../lib/observability/metrics"
import { CATALOGUE_MODULE } from "../index"
import type CatalogueModuleService from "../service"

/**
 * Opens the catalogue's read port (docs/architecture.md, "Catalogue reads at the edge") when the
 * app has started, in a process that serves HTTP: on the TCP port CATALOGUE_READ_PORT names, and on
 * the Unix socket CATALOGUE_READ_SOCKET names (an edge on the same machine, as under npm start,
 * asks there: a local socket costs both sides less than TCP on loopback). Closes them with the app.
 * A module only for its hooks: they are Medusa's place for what runs once every module is loaded.
 * An address that cannot be opened is not fatal: the edge then asks Medusa for every read.
 * The read port also answers /metrics (docs/operations.md, "Observability"); METRICS_PORT opens
 * one for that alone, in any process.
 */
export default class CatalogueReadPortService {
  private servers: { server: Server; address: ReadPortAddress }[] = []

  /** The TCP port this process answers catalogue reads on, or null. */
  get port(): number | null {
    const address = this.servers.find((open) => "port" in open.address)?.server.address()
    return address && typeof address === "object" ? address.port : null
  }

  /** The Unix socket this process answers catalogue reads on, or null. */
  get socketPath(): string | null {
    const open = this.servers.find((each) => "path" in each.address)?.address
    return open && "path" in open ? open.path : null
  }

  private metrics: Server | null = null

  /** METRICS_PORT: /metrics on a port of its own, for a process without a read port (the worker). */
  private async openMetrics(port: number) {
    try {
      this.metrics = await startMetricsServer(port, process.env.METRICS_HOST || "127.0.0.1")
    } catch (error) {
      container
        .resolve<Logger>(ContainerRegistrationKeys.LOGGER)
        .warn(`The metrics port ${port} could not be opened (${(error as Error).message}); this process's metrics are not served.`)
    }
  }

  private async open(address: ReadPortAddress) {
    try {
      // A socket file left by a process that stopped without closing it would refuse the address.
      if ("path" in address && fs.statSync(address.path, { throwIfNoEntry: false })?.isSocket()) fs.unlinkSync(address.path)
      this.servers.push({ server: await startCatalogueReadPort(container, address), address })
    } catch (error) {
      const where = "path" in address ? `socket ${address.path}` : `port ${address.port}`
      container
        .resolve<Logger>(ContainerRegistrationKeys.LOGGER)
        .warn(`The catalogue's read ${where} could not be opened (${(error as Error).message}); the edge asks Medusa for these reads.`)
    }
  }

  __hooks = {
    onApplicationStart: async () => {
      const catalogue = container.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
      measureCatalogueWith(() => catalogue.heldSize)
      if (process.env.METRICS_PORT) await this.openMetrics(Number(process.env.METRICS_PORT))
      if (process.env.MEDUSA_WORKER_MODE === "worker") return
      const port = process.env.CATALOGUE_READ_PORT
      // 0: any free port (a test's). Where Medusa listens: HOST, or every address.
      if (port) await this.open({ port: Number(port), host: process.env.HOST || undefined })
      const socket = process.env.CATALOGUE_READ_SOCKET
      if (socket) await this.open({ path: socket })
    },
    onApplicationShutdown: async () => {
      for (const { server } of this.servers) {
        server.close()
        server.closeAllConnections()
      }
      this.servers = []
      this.metrics?.close()
      this.metrics = null
    },
  }
}
