import http from "node:http"
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client"

/**
 * The process's metrics in Prometheus's text format (docs/operations.md, "Observability"), served
 * on the backend's private port (the catalogue read port's `/metrics`) and, in a process without
 * one (the worker), on METRICS_PORT. Each process counts its own: Prometheus adds them up.
 * Recording costs a counter's and a histogram's increment per request; nothing is computed until
 * Prometheus asks.
 */
export const registry = new Registry()
collectDefaultMetrics({ register: registry, prefix: "printshop_" })

/** Seconds: a catalogue read answered from the index takes well under a millisecond, an order about half a second. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export const httpRequests = new Counter({
  name: "printshop_http_requests_total",
  help: "HTTP requests answered, by server (medusa or read-port), method, route pattern and status.",
  labelNames: ["server", "method", "route", "status"] as const,
  registers: [registry],
})

export const httpDuration = new Histogram({
  name: "printshop_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by server, method and route pattern.",
  labelNames: ["server", "method", "route"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
})

export const ordersPlaced = new Counter({
  name: "printshop_orders_placed_total",
  help: "Orders placed by customers (POST /api/orders answered 201).",
  registers: [registry],
})

export const emailsSent = new Counter({
  name: "printshop_emails_sent_total",
  help: "E-mails handed to the SMTP server, by template.",
  labelNames: ["template"] as const,
  registers: [registry],
})

export const emailsFailed = new Counter({
  name: "printshop_emails_failed_total",
  help: "E-mails that could not be sent (Medusa's notification module tries them again), by template.",
  labelNames: ["template"] as const,
  registers: [registry],
})

/** Where the catalogue index's size is read when Prometheus asks (set by the catalogue module). */
let catalogueSize: () => number | null = () => null

export function measureCatalogueWith(size: () => number | null) {
  catalogueSize = size
}

new Gauge({
  name: "printshop_catalogue_index_products",
  help: "Products in the catalogue index this process holds (absent before the first catalogue read).",
  registers: [registry],
  collect() {
    const size = catalogueSize()
    if (size !== null) this.set(size)
  },
})

/** Answers GET /metrics; false for any other request. */
export function answerMetrics(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.url !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) return false
  registry.metrics().then(
    (text) => {
      res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" })
      res.end(req.method === "HEAD" ? undefined : text)
    },
    () => {
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
      res.end("The metrics could not be collected.")
    }
  )
  return true
}

/** A server answering only /metrics (METRICS_PORT), for a process that has no read port (the worker). */
export function startMetricsServer(port: number, host?: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (answerMetrics(req, res)) return
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
    res.end("Only /metrics is here.")
  })
  server.unref()
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      server.off("error", reject)
      resolve(server)
    })
  })
}
