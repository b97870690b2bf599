import http from "node:http"
import { performance } from "node:perf_hooks"
import { Counter, Gauge, Registry } from "prom-client"

/**
 * The process's metrics in Prometheus's text format (docs/operations.md, "Observability"), served
 * on the backend's private port (the catalogue read port's `/metrics`) and, in a process without
 * one (the worker), on METRICS_PORT. Each process counts its own: Prometheus adds them up.
 * Recording a request costs a few additions (countRequest); nothing is formatted until Prometheus asks.
 */
export const registry = new Registry()

/**
 * The process's CPU, memory and event-loop figures, read when Prometheus asks. Not prom-client's
 * default metrics: their garbage-collection observer and event-loop sampler cost Medusa's requests
 * about 8% more CPU each (bench/results/observability.md).
 */
function registerProcessMetrics(target: Registry, prefix: string) {
  new Counter({
    name: `${prefix}process_cpu_seconds_total`,
    help: "User and system CPU time this process has used, in seconds.",
    registers: [target],
    collect() {
      const { user, system } = process.cpuUsage()
      this.reset()
      this.inc((user + system) / 1e6)
    },
  })
  new Gauge({
    name: `${prefix}process_resident_memory_bytes`,
    help: "Resident memory of this process, in bytes.",
    registers: [target],
    collect() {
      this.set(process.memoryUsage.rss())
    },
  })
  new Gauge({
    name: `${prefix}nodejs_heap_used_bytes`,
    help: "V8 heap in use, in bytes.",
    registers: [target],
    collect() {
      this.set(process.memoryUsage().heapUsed)
    },
  })
  let last = performance.eventLoopUtilization()
  new Gauge({
    name: `${prefix}nodejs_eventloop_utilization`,
    help: "Share of the time since the last scrape the event loop spent working (0 to 1).",
    registers: [target],
    collect() {
      const now = performance.eventLoopUtilization()
      this.set(performance.eventLoopUtilization(now, last).utilization)
      last = now
    },
  })
}
registerProcessMetrics(registry, "printshop_")

/** Seconds: a catalogue read answered from the index takes well under a millisecond, an order about half a second. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** One route's requests: how many per status, their times' sum and how many fell in each bucket (not yet cumulative). */
type RouteSeries = { labels: { server: string; method: string; route: string }; statuses: Map<number, number>; count: number; sum: number; buckets: Float64Array }
const requestSeries = new Map<string, RouteSeries>()

/**
 * Counts a request: a Map lookup and a few additions. Prometheus's counter and histogram are made
 * from these numbers when it asks (below), rather than through prom-client's labelled metrics on
 * every request, whose label handling cost a catalogue read from the read port a few per cent
 * (bench/results/observability.md).
 */
export function countRequest(server: string, method: string, route: string, status: number, seconds: number) {
  const key = `${server} ${method} ${route}`
  let series = requestSeries.get(key)
  if (!series) {
    series = { labels: { server, method, route }, statuses: new Map(), count: 0, sum: 0, buckets: new Float64Array(LATENCY_BUCKETS.length + 1) }
    requestSeries.set(key, series)
  }
  series.statuses.set(status, (series.statuses.get(status) ?? 0) + 1)
  series.count += 1
  series.sum += seconds
  let bucket = 0
  while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]) bucket++
  series.buckets[bucket] += 1
}

type MetricValue = { metricName?: string; labels: Record<string, string>; value: number }

/** A metric whose values are computed when Prometheus asks (prom-client's registry takes any object with get()). */
function registerComputed(name: string, help: string, type: "counter" | "histogram", values: () => MetricValue[]) {
  const read = () => ({ name, help, type, aggregator: "sum" as const, values: values() })
  registry.registerMetric({ name, help, type, aggregator: "sum", get: async () => read(), reset: () => requestSeries.clear() } as unknown as Parameters<Registry["registerMetric"]>[0])
}

registerComputed("printshop_http_requests_total", "HTTP requests answered, by server (medusa or read-port), method, route pattern and status.", "counter", () =>
  [...requestSeries.values()].flatMap((series) => [...series.statuses].map(([status, value]) => ({ labels: { ...series.labels, status: String(status) }, value })))
)

registerComputed("printshop_http_request_duration_seconds", "Time from a request's arrival to the end of its answer, by server, method and route pattern.", "histogram", () =>
  [...requestSeries.values()].flatMap((series) => {
    let cumulative = 0
    const buckets = [...LATENCY_BUCKETS.map(String), "+Inf"].map((le, index) => {
      cumulative += series.buckets[index]
      return { metricName: "printshop_http_request_duration_seconds_bucket", labels: { le, ...series.labels }, value: cumulative }
    })
    return [
      ...buckets,
      { metricName: "printshop_http_request_duration_seconds_sum", labels: series.labels, value: series.sum },
      { metricName: "printshop_http_request_duration_seconds_count", labels: series.labels, value: series.count },
    ]
  })
)

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
