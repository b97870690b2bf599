import http from "node:http"
import type { AddressInfo } from "node:net"
import type { Logger } from "@medusajs/framework/types"
import { REDACTED, pathOf, redactAttributes, redactUrl } from "./redact"
import { requestIdOf, routeOf } from "./requests"
import { redactingExporter } from "./tracing"

describe("redaction", () => {
  it("blanks every query value of an address, keeping the names", () => {
    expect(redactUrl("/reset-password?token=abc.def&next=%2Faccount")).toBe(`/reset-password?token=${REDACTED}&next=${REDACTED}`)
    expect(redactUrl("/api/products")).toBe("/api/products")
    expect(pathOf("/api/stock-alerts/unsubscribe?token=secret")).toBe("/api/stock-alerts/unsubscribe")
  })

  it("blanks credentials and addresses' queries in a span's attributes, and leaves a clean one as it is", () => {
    const attributes = {
      authorization: "Bearer eyJhbGciOi",
      cookie: "connect.sid=s%3Aabc",
      "http.request.header.authorization": "Bearer x",
      "http.url": "/api/stock-alerts/unsubscribe?token=abc",
      "url.query": "token=abc",
      "http.method": "GET",
    }
    expect(redactAttributes(attributes)).toEqual({
      authorization: REDACTED,
      cookie: REDACTED,
      "http.request.header.authorization": REDACTED,
      "http.url": `/api/stock-alerts/unsubscribe?token=${REDACTED}`,
      "url.query": REDACTED,
      "http.method": "GET",
    })
    const clean = { "http.method": "GET", "http.route": "/api/products/:id" }
    expect(redactAttributes(clean)).toBe(clean)
  })

  it("sends spans through the exporter with their secrets blanked", () => {
    const sent: unknown[] = []
    const exporter = redactingExporter({ export: (spans, done) => (sent.push(...spans), done({ code: 0 })), shutdown: async () => {} })
    const span = { name: "GET /api/user/orders", attributes: { authorization: "Bearer token-value", "http.route": "/api/user/orders" } }
    let result: { code: number } | undefined
    exporter.export([span], (outcome) => (result = outcome))
    expect(result).toEqual({ code: 0 })
    expect(JSON.stringify(sent)).not.toContain("token-value")
    expect((sent[0] as typeof span).attributes["http.route"]).toBe("/api/user/orders")
  })
})

describe("request ids and routes", () => {
  it("keeps the edge's id when it is one, and makes a new one otherwise", () => {
    expect(requestIdOf("0f8e3c5a9b2d4e6f8a1b3c5d7e9f1a2b")).toBe("0f8e3c5a9b2d4e6f8a1b3c5d7e9f1a2b")
    for (const bad of [undefined, "", "has space", "x".repeat(65), "a\nb", "<script>"]) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    }
    expect(requestIdOf(["first-id", "second"])).toBe("first-id")
  })

  it("counts a request under the pattern Express matched, or one made from its path that no client can multiply", () => {
    expect(routeOf("/api/products/:id", "/api/products/prod_01ABC?x=1")).toBe("/api/products/:id")
    expect(routeOf(undefined, "/api/user/orders/order_01HZZ9XK2M/returns?token=abc")).toBe("/api/user/orders/:id/returns")
    expect(routeOf(undefined, "/api/admin/orders/42")).toBe("/api/admin/orders/:id")
    expect(routeOf(undefined, "/static/1700000000-picture.png")).toBe("/static/*")
    expect(routeOf(undefined, "/app/orders/order_123")).toBe("/app/*")
    expect(routeOf(undefined, "/wp-login.php")).toBe("other")
    expect(routeOf(undefined, "/health")).toBe("/health")
  })
})

/** The request and metrics modules as a process with this NODE_ENV loads them (each its own registry). */
function loadedUnder(nodeEnv: string) {
  const original = process.env.NODE_ENV
  process.env.NODE_ENV = nodeEnv
  let modules: { requests: typeof import("./requests"); metrics: typeof import("./metrics") } | undefined
  try {
    jest.isolateModules(() => {
      modules = { requests: jest.requireActual("./requests"), metrics: jest.requireActual("./metrics") }
    })
  } finally {
    process.env.NODE_ENV = original
  }
  return modules!
}

describe("request lines and metrics", () => {
  it("writes one JSON line per request under NODE_ENV=production, without the query string, and counts it for /metrics", async () => {
    const {
      requests: { recordRequest },
      metrics: { answerMetrics },
    } = loadedUnder("production")
    const logged: unknown[][] = []
    const logger = { shouldLog: () => true, log: (...args: unknown[]) => logged.push(args) } as unknown as Logger
    recordRequest(logger, {
      server: "medusa",
      method: "POST",
      route: "/api/password/reset/check",
      url: "/api/password/reset/check?token=very-secret",
      status: 200,
      seconds: 0.0123,
      requestId: "req-1",
      traceId: "0af7651916cd43dd8448eb211c80319c",
    })
    expect(logged).toEqual([
      [
        "info",
        "request",
        {
          request_id: "req-1",
          trace_id: "0af7651916cd43dd8448eb211c80319c",
          server: "medusa",
          method: "POST",
          route: "/api/password/reset/check",
          path: "/api/password/reset/check",
          status: 200,
          duration_ms: 12.3,
        },
      ],
    ])
    expect(JSON.stringify(logged)).not.toContain("very-secret")

    const server = http.createServer((req, res) => {
      if (!answerMetrics(req, res)) res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const response = await fetch(`${base}/metrics`)
      expect(response.headers.get("content-type")).toContain("text/plain")
      const text = await response.text()
      expect(text).toContain('printshop_http_requests_total{server="medusa",method="POST",route="/api/password/reset/check",status="200"} 1')
      expect(text).toMatch(/printshop_http_request_duration_seconds_bucket\{le="0.025",server="medusa",method="POST",route="\/api\/password\/reset\/check"\} 1/)
      expect(text).toContain("printshop_orders_placed_total 0")
      expect((await fetch(`${base}/other`)).status).toBe(404)
    } finally {
      server.close()
    }
  })

  it("writes no line outside production, but still counts", () => {
    const {
      requests: { recordRequest },
      metrics: { registry },
    } = loadedUnder("test")
    const log = jest.fn()
    const record = { server: "read-port" as const, method: "GET", route: "/api/products", url: "/api/products", status: 200, seconds: 0.001, requestId: "r" }
    recordRequest({ shouldLog: () => true, log } as unknown as Logger, record)
    expect(log).not.toHaveBeenCalled()
    return registry.getSingleMetricAsString("printshop_http_requests_total").then((text) => {
      expect(text).toContain('printshop_http_requests_total{server="read-port",method="GET",route="/api/products",status="200"} 1')
    })
  })
})
