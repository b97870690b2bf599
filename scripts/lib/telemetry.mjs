// What `npm start`'s own process tells an operator (docs/operations.md, "Observability"): the
// storefront server's traces (only with OTEL_EXPORTER_OTLP_ENDPOINT set), its metrics in
// Prometheus's text format, and JSON log lines under NODE_ENV=production.
import crypto from "node:crypto"
import http from "node:http"
import { Counter, Gauge, Histogram, Registry } from "prom-client"

/** Under NODE_ENV=production every line this process writes is one JSON object. */
export const JSON_LINES = process.env.NODE_ENV === "production"

const LEVELS = { error: 0, warn: 1, info: 2, http: 3, verbose: 4, debug: 5, silly: 6 }
/** LOG_LEVEL as Medusa reads it: a request's line is written at `info`. */
const logLevel = () => LEVELS[process.env.LOG_LEVEL] ?? LEVELS.info

/**
 * Lines waiting to be written: a busy server's request lines go out together, in one write per
 * turn of the event loop rather than one each.
 */
let pending = []
function flush() {
  const lines = pending
  pending = []
  process.stdout.write(lines.join(""))
}

/** One JSON line: time, level, message and the given fields. */
export function writeJsonLine(level, message, fields = {}) {
  if (LEVELS[level] > logLevel()) return
  if (pending.length === 0) setImmediate(flush)
  pending.push(JSON.stringify({ timestamp: new Date().toISOString(), level, message, ...fields }) + "\n")
}

/**
 * Makes console.log, .info, .warn and .error write JSON lines (NODE_ENV=production): the launcher's
 * own messages, and everything else this process prints, become one object per message.
 */
export function useJsonConsole() {
  const format = (args) => args.map((arg) => (typeof arg === "string" ? arg : arg instanceof Error ? arg.message : JSON.stringify(arg))).join(" ").trim()
  const writer = (level, stream) => (...args) => {
    const message = format(args)
    if (message) stream.write(JSON.stringify({ timestamp: new Date().toISOString(), level, message, process: "launcher" }) + "\n")
  }
  console.log = console.info = writer("info", process.stdout)
  console.warn = writer("warn", process.stderr)
  console.error = writer("error", process.stderr)
}

/** A line of a child process (Medusa) as a JSON line: as it is when it already is one, wrapped otherwise. */
export function asJsonLine(line, processName) {
  if (line.startsWith("{") && line.endsWith("}")) return line
  return JSON.stringify({ timestamp: new Date().toISOString(), level: /\berror\b/i.test(line) ? "error" : "info", message: line, process: processName })
}

/** A request's id: letters, digits and dashes (as the backend accepts), new for every request this edge takes. */
export const newRequestId = () => crypto.randomUUID()

/**
 * Starts sending this process's spans to OTEL_EXPORTER_OTLP_ENDPOINT (OTLP over HTTP, batched,
 * sampled as OTEL_TRACES_SAMPLER says); null without it, and then nothing of the SDK is loaded.
 * Registers the W3C trace-context propagator: a request forwarded to Medusa carries `traceparent`,
 * and Medusa's spans join the storefront server's trace.
 */
export async function startTracing({ serviceName = process.env.OTEL_SERVICE_NAME || "printshop-storefront" } = {}) {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return null
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, api] = await Promise.all([
    import("@opentelemetry/sdk-trace-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/api"),
  ])
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  })
  provider.register()
  const tracer = provider.getTracer("printshop-storefront-server")
  return {
    /**
     * Starts a request's span (a trace of its own: what a browser sends as `traceparent` is not
     * trusted) and writes its context into `headers` for the backend. Returns `end(status)`.
     */
    startRequest(req, route, headers) {
      const span = tracer.startSpan(`${req.method} ${route}`, {
        kind: api.SpanKind.SERVER,
        root: true,
        attributes: { "http.request.method": req.method, "http.route": route, "url.path": (req.url ?? "/").split("?")[0], "http.request_id": headers["x-request-id"] },
      })
      api.propagation.inject(api.trace.setSpan(api.ROOT_CONTEXT, span), headers)
      return (status) => {
        span.setAttribute("http.response.status_code", status)
        if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR })
        span.end()
      }
    },
    traceIdOf: (headers) => String(headers.traceparent ?? "").split("-")[1],
    shutdown: () => provider.shutdown(),
  }
}

/**
 * The storefront server's metrics: its requests by kind (counted as plain numbers, read when
 * Prometheus asks), the time of those it forwards to Medusa, and the edge cache's hits, misses,
 * refreshes, revalidations and bytes. A cache hit costs one increment.
 */
export function createStorefrontMetrics() {
  const registry = new Registry()
  // The process's CPU time and memory, read when asked (prom-client's default metrics observe every
  // garbage collection, which a busy server pays for on each request).
  new Counter({
    name: "printshop_storefront_process_cpu_seconds_total",
    help: "User and system CPU time the storefront server's process has used, in seconds.",
    registers: [registry],
    collect() {
      const { user, system } = process.cpuUsage()
      this.reset()
      this.inc((user + system) / 1e6)
    },
  })
  new Gauge({
    name: "printshop_storefront_process_resident_memory_bytes",
    help: "Resident memory of the storefront server's process, in bytes.",
    registers: [registry],
    collect() {
      this.set(process.memoryUsage.rss())
    },
  })
  /** Requests by what answered them: page, file, edge (the catalogue cache), forwarded (to Medusa), refused. */
  const counts = { page: 0, file: 0, edge: 0, forwarded: 0, refused: 0 }
  let edge = null
  const fromCounts = (name, help, read, labelNames = []) =>
    new Counter({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        this.reset()
        for (const [labels, value] of read()) this.inc(labels, value)
      },
    })
  fromCounts("printshop_storefront_requests_total", "Requests the storefront server answered, by what answered them.", () => Object.entries(counts).map(([kind, value]) => [{ kind }, value]), ["kind"])
  const edgeStat = (name, help, key) => fromCounts(name, help, () => (edge ? [[{}, edge.stats[key]]] : []))
  edgeStat("printshop_edge_cache_hits_total", "Catalogue reads answered from the edge cache.", "hits")
  edgeStat("printshop_edge_cache_misses_total", "Catalogue reads the edge cache asked the backend for.", "misses")
  edgeStat("printshop_edge_cache_refreshes_total", "Answers the edge cache asked for again in the background before they expired.", "refreshes")
  edgeStat("printshop_edge_cache_revalidated_total", "Catalogue reads answered 304 Not Modified from the edge cache.", "revalidated")
  new Gauge({
    name: "printshop_edge_cache_bytes",
    help: "Bytes the edge cache holds (answers and their compressed copies).",
    registers: [registry],
    collect() {
      if (edge) this.set(edge.bytes)
    },
  })
  new Gauge({
    name: "printshop_edge_cache_entries",
    help: "Answers the edge cache holds.",
    registers: [registry],
    collect() {
      if (edge) this.set(edge.size)
    },
  })
  const forwardedDuration = new Histogram({
    name: "printshop_storefront_forwarded_duration_seconds",
    help: "Time of the requests the storefront server forwarded to Medusa, by route prefix and status class.",
    labelNames: ["prefix", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  return {
    registry,
    counts,
    /** The edge cache whose statistics are reported. */
    watch(cache) {
      edge = cache
    },
    forwarded(prefix, status, seconds) {
      forwardedDuration.observe({ prefix, status: `${Math.floor(status / 100)}xx` }, seconds)
    },
  }
}

/**
 * Serves `registry` at /metrics on `port` (127.0.0.1 unless `host` says otherwise: the numbers are
 * for the operator's Prometheus, not the public). Resolves with the server, or null with a warning
 * when the port cannot be opened: metrics never keep the shop from starting.
 */
export function startMetricsServer(registry, { port, host = "127.0.0.1" }) {
  const server = http.createServer((req, res) => {
    if (req.url !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
      res.end("Only /metrics is here.")
      return
    }
    registry.metrics().then((text) => {
      res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" })
      res.end(req.method === "HEAD" ? undefined : text)
    })
  })
  return new Promise((resolve) => {
    server.once("error", (error) => {
      console.warn(`The storefront server's metrics could not listen on ${host}:${port} (${error.message}); set STOREFRONT_METRICS_PORT to another port.`)
      resolve(null)
    })
    server.listen(port, host, () => resolve(server))
  })
}
