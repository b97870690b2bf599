// The storefront server's traces, metrics and JSON lines (scripts/lib/telemetry.mjs), against a
// small backend and an OTLP receiver in this process.
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import { fileURLToPath } from "node:url"
import { closeStorefrontServer, startStorefrontServer } from "./storefront-server.mjs"
import { asJsonLine, createStorefrontMetrics, startMetricsServer, startTracing } from "./telemetry.mjs"
import { startOtlpReceiver } from "../../tests/production/otlp-receiver.mjs"

const HERE = path.dirname(fileURLToPath(import.meta.url))

/** A backend that answers everything with JSON and remembers what it was sent; catalogue reads are public for a second. */
async function startBackend() {
  const received = []
  const server = http.createServer((req, res) => {
    received.push({ method: req.method, url: req.url, headers: req.headers })
    const catalogue = req.url.startsWith("/api/products")
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      ...(catalogue ? { "cache-control": "public, max-age=0, s-maxage=1", etag: '"v1"' } : { "cache-control": "no-store" }),
    })
    res.end(JSON.stringify({ url: req.url, padding: "x".repeat(2000) }))
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, received, url: `http://127.0.0.1:${server.address().port}` }
}

function buildDir() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-dist-"))
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Shop</title>")
  fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>")
  return dist
}

describe("storefront server telemetry", () => {
  let backend
  let receiver
  let tracing
  let metrics
  let storefront
  let metricsServer
  let origin

  before(async () => {
    backend = await startBackend()
    receiver = await startOtlpReceiver()
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url
    process.env.OTEL_BSP_SCHEDULE_DELAY = "100"
    tracing = await startTracing()
    metrics = createStorefrontMetrics()
    storefront = await startStorefrontServer({ distDir: buildDir(), port: 0, host: "127.0.0.1", backendUrl: backend.url, tracing, metrics })
    origin = `http://127.0.0.1:${storefront.address().port}`
    metricsServer = await startMetricsServer(metrics.registry, { port: 0 })
  })
  after(async () => {
    await closeStorefrontServer(storefront, { cutAfterMs: 500 })
    metricsServer?.close()
    backend.server.close()
    await receiver.close()
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  })

  it("starts no tracing without OTEL_EXPORTER_OTLP_ENDPOINT", async () => {
    const saved = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT
    try {
      assert.equal(await startTracing(), null)
    } finally {
      process.env.OTEL_EXPORTER_OTLP_ENDPOINT = saved
    }
  })

  it("gives each request a span of its own and its context and id to the backend, ignoring the client's", async () => {
    backend.received.length = 0
    const clientTrace = "00-11111111111111111111111111111111-2222222222222222-01"
    const answer = await fetch(`${origin}/api/orders`, { method: "POST", headers: { traceparent: clientTrace, "x-request-id": "chosen-by-client", "content-type": "application/json" }, body: "{}" })
    assert.equal(answer.status, 200)
    const read = await fetch(`${origin}/api/products?limit=2`)
    assert.equal(read.headers.get("x-cache"), "MISS")
    const [order, catalogue] = backend.received
    for (const forwarded of [order, catalogue]) {
      assert.match(forwarded.headers.traceparent, /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)
      assert.match(forwarded.headers["x-request-id"], /^[0-9a-f-]{36}$/)
    }
    const traceId = order.headers.traceparent.split("-")[1]
    assert.notEqual(traceId, "11111111111111111111111111111111", "a client does not choose the trace")
    assert.notEqual(order.headers["x-request-id"], "chosen-by-client", "a client does not choose the request id")
    await tracing.shutdown()
    const span = await receiver.waitFor((spans) => spans.find((each) => each.traceId === traceId))
    assert.equal(span.service, "printshop-storefront")
    assert.equal(span.name, "POST /api/*")
    assert.equal(span.parentSpanId, null)
    assert.equal(span.spanId, order.headers.traceparent.split("-")[2], "the backend's parent is the storefront server's span")
    assert.equal(span.attributes["http.response.status_code"], 200)
    assert.equal(span.attributes["http.request_id"], order.headers["x-request-id"])
    const readSpan = receiver.spans.find((each) => each.traceId === catalogue.headers.traceparent.split("-")[1])
    assert.equal(readSpan?.name, "GET /api/products")
  })

  it("counts requests, cache hits, misses and bytes for /metrics", async () => {
    await fetch(`${origin}/api/products?limit=5`)
    assert.equal((await fetch(`${origin}/api/products?limit=5`)).headers.get("x-cache"), "HIT")
    await fetch(`${origin}/account`)
    await fetch(`${origin}/favicon.svg`)
    const text = await (await fetch(`http://127.0.0.1:${metricsServer.address().port}/metrics`)).text()
    const value = (name) => Number(new RegExp(`^${name.replace(/[{}"]/g, "\\$&")} (\\d+)$`, "m").exec(text)?.[1])
    assert.ok(value("printshop_edge_cache_hits_total") >= 1)
    assert.ok(value("printshop_edge_cache_misses_total") >= 2)
    assert.ok(value("printshop_edge_cache_bytes") > 2000)
    assert.ok(value("printshop_edge_cache_entries") >= 2)
    assert.ok(value('printshop_storefront_requests_total{kind="page"}') >= 1)
    assert.ok(value('printshop_storefront_requests_total{kind="file"}') >= 1)
    assert.ok(value('printshop_storefront_requests_total{kind="edge"}') >= 3)
    assert.ok(value('printshop_storefront_requests_total{kind="forwarded"}') >= 1)
    assert.match(text, /^printshop_storefront_forwarded_duration_seconds_count\{prefix="\/api",status="2xx"\} [1-9]/m)
    assert.equal((await fetch(`http://127.0.0.1:${metricsServer.address().port}/other`)).status, 404)
    // The public origin has no /metrics: it is a page like any other.
    assert.ok(!(await (await fetch(`${origin}/metrics`)).text()).includes("printshop_"))
  })

  it("goes on without metrics when their port is taken", async () => {
    const taken = metricsServer.address().port
    const warnings = []
    const warn = console.warn
    console.warn = (message) => warnings.push(message)
    try {
      assert.equal(await startMetricsServer(metrics.registry, { port: taken }), null)
    } finally {
      console.warn = warn
    }
    assert.match(warnings[0], /STOREFRONT_METRICS_PORT/)
  })
})

describe("JSON lines under NODE_ENV=production", () => {
  it("writes each request as one JSON line with its id, route, status and time, and no query string", async () => {
    const backend = await startBackend()
    const dist = buildDir()
    const script = `
      import { startStorefrontServer } from ${JSON.stringify(path.join(HERE, "storefront-server.mjs"))}
      import { useJsonConsole } from ${JSON.stringify(path.join(HERE, "telemetry.mjs"))}
      useJsonConsole()
      const server = await startStorefrontServer({ distDir: ${JSON.stringify(dist)}, port: 0, host: "127.0.0.1", backendUrl: ${JSON.stringify(backend.url)} })
      console.log("listening on", server.address().port)
    `
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { env: { ...process.env, NODE_ENV: "production", OTEL_EXPORTER_OTLP_ENDPOINT: "" }, stdio: ["ignore", "pipe", "inherit"] })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    try {
      const deadline = Date.now() + 10_000
      while (!/listening on (\d+)/.test(output) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
      const port = /listening on (\d+)/.exec(output)[1]
      const origin = `http://127.0.0.1:${port}`
      await fetch(`${origin}/reset-password?token=secret-reset-token-123`)
      await fetch(`${origin}/api/stock-alerts/unsubscribe?token=secret-unsubscribe-456`)
      await fetch(`${origin}/api/products?search=toner`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    } finally {
      child.kill()
      await new Promise((resolve) => child.once("exit", resolve))
      backend.server.close()
    }
    const lines = output.trim().split("\n").map((line) => JSON.parse(line))
    assert.equal(lines[0].message, `listening on ${/listening on (\d+)/.exec(output)[1]}`)
    assert.equal(lines[0].level, "info")
    const requests = lines.filter((line) => line.message === "request")
    assert.deepEqual(
      requests.map(({ route, path: pathname, status }) => ({ route, path: pathname, status })),
      [
        { route: "page", path: "/reset-password", status: 200 },
        { route: "/api/*", path: "/api/stock-alerts/unsubscribe", status: 200 },
        { route: "/api/products", path: "/api/products", status: 200 },
      ]
    )
    for (const line of requests) {
      assert.match(line.request_id, /^[0-9a-f-]{36}$/)
      assert.ok(line.timestamp && line.duration_ms >= 0 && line.server === "storefront")
    }
    // The backend was given the same request id the line names.
    assert.ok(backend.received.some((request) => request.headers["x-request-id"] === requests[1].request_id))
    assert.ok(!output.includes("secret-reset-token") && !output.includes("secret-unsubscribe"), "no link's token in the log")
  })

  it("passes Medusa's JSON lines through and wraps its other lines", () => {
    assert.equal(asJsonLine('{"level":"info","message":"Server is ready"}', "medusa"), '{"level":"info","message":"Server is ready"}')
    const wrapped = JSON.parse(asJsonLine("Warning: connect.session() MemoryStore is not", "medusa"))
    assert.deepEqual({ ...wrapped, timestamp: undefined }, { timestamp: undefined, level: "info", message: "Warning: connect.session() MemoryStore is not", process: "medusa" })
    assert.equal(JSON.parse(asJsonLine("Error: something broke", "medusa")).level, "error")
  })
})
