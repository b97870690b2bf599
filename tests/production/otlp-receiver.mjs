// An OpenTelemetry collector's front door, in the test's own process: takes OTLP/HTTP JSON
// (what @opentelemetry/exporter-trace-otlp-http sends) at /v1/traces and keeps every span, with
// its service's name, so a test can find one request's trace across the storefront server and Medusa.
import http from "node:http"

/** An attribute's value as OTLP/JSON writes it ({ stringValue }, { intValue }, ...). */
function valueOf(value = {}) {
  if ("stringValue" in value) return value.stringValue
  if ("intValue" in value) return Number(value.intValue)
  if ("doubleValue" in value) return value.doubleValue
  if ("boolValue" in value) return value.boolValue
  if ("arrayValue" in value) return (value.arrayValue.values ?? []).map(valueOf)
  return null
}

const attributesOf = (list = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]))

export async function startOtlpReceiver() {
  const spans = []
  /** Every request body received, as text, for a test that greps what left the shop. */
  const bodies = []
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on("data", (chunk) => chunks.push(chunk))
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8")
      bodies.push(text)
      if (req.url === "/v1/traces" && /json/.test(String(req.headers["content-type"]))) {
        const payload = JSON.parse(text)
        for (const resource of payload.resourceSpans ?? []) {
          const service = attributesOf(resource.resource?.attributes)["service.name"]
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({
                service,
                scope: scope.scope?.name,
                name: span.name,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || null,
                attributes: attributesOf(span.attributes),
                start: Number(BigInt(span.startTimeUnixNano) / 1_000_000n),
                end: Number(BigInt(span.endTimeUnixNano) / 1_000_000n),
              })
            }
          }
        }
      }
      res.writeHead(200, { "Content-Type": "application/json" })
      res.end("{}")
    })
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    spans,
    bodies,
    /** Waits until `found(spans)` answers something truthy (spans are exported in batches, every few seconds). */
    async waitFor(found, { timeoutMs = 30_000 } = {}) {
      const until = Date.now() + timeoutMs
      for (;;) {
        const result = found(spans)
        if (result) return result
        if (Date.now() > until) throw new Error(`The trace did not arrive within ${timeoutMs / 1000} s (${spans.length} spans received).`)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
