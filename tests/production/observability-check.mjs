// Phase 6 of the production shape (docs/operations.md, "Observability"): a Medusa server with
// OTEL_EXPORTER_OTLP_ENDPOINT set to an OTLP receiver in this process, behind the storefront server
// (in this process too, tracing), takes a shopper's sign-up, catalogue reads, a checkout and a
// password reset. Then:
//   - one checkout's trace: the storefront server's span, Medusa's request span under it, the
//     shop's checkout spans, the workflow's steps and the database queries, all one trace;
//   - the server's output is JSON lines, and the order's line carries the request id the answer
//     did (X-Request-ID) and the trace's id;
//   - no password, token, reset link or secret in any log line or span sent;
//   - /metrics on the private ports counts the order, the requests by route, the catalogue and the
//     edge cache; the public origins (nginx, the storefront server) do not serve it.
import assert from "node:assert/strict"
import { STOREFRONT_DIST, stopChild, waitForHealth } from "../../scripts/lib/shop.mjs"
import { closeStorefrontServer, startStorefrontServer } from "../../scripts/lib/storefront-server.mjs"
import { createStorefrontMetrics, startMetricsServer, startTracing } from "../../scripts/lib/telemetry.mjs"
import { freePort } from "../../scripts/lib/local-nginx.mjs"
import { startOtlpReceiver } from "./otlp-receiver.mjs"

async function call(base, method, url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  })
  return { status: response.status, headers: response.headers, data: await response.json().catch(() => null) }
}

/**
 * `env` is the production shape's Medusa environment, `spawnServer(name, port, extra)` starts a
 * Medusa server with it, `mailbox` the SMTP server the shop's e-mail goes to, `edgeUrl` nginx.
 */
export async function checkObservability({ env, spawnServer, mailbox, edgeUrl, totalFor, product, log }) {
  const receiver = await startOtlpReceiver()
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url
  const tracing = await startTracing()
  const [port, readPort, storefrontPort, metricsPort] = [await freePort(), await freePort(), await freePort(), await freePort()]
  const server = spawnServer("traced server", port, {
    MEDUSA_WORKER_MODE: "server",
    CATALOGUE_READ_PORT: String(readPort),
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    // Spans leave in batches every second rather than five, so the test waits less.
    OTEL_BSP_SCHEDULE_DELAY: "1000",
    LOG_LEVEL: "info",
  })
  const lines = []
  let pending = ""
  server.child.stdout.on("data", (chunk) => {
    pending += chunk.toString()
    const complete = pending.split("\n")
    pending = complete.pop() ?? ""
    lines.push(...complete.filter(Boolean))
  })
  let storefront
  let metricsServer
  try {
    await waitForHealth(`${server.url}/health`, server.child)
    const metrics = createStorefrontMetrics()
    storefront = await startStorefrontServer({
      distDir: STOREFRONT_DIST,
      port: storefrontPort,
      host: "127.0.0.1",
      backendUrl: server.url,
      readPortUrl: `http://127.0.0.1:${readPort}`,
      tracing,
      metrics,
    })
    metricsServer = await startMetricsServer(metrics.registry, { port: metricsPort })
    const origin = `http://127.0.0.1:${storefrontPort}`

    // A shopper: signs up, browses, orders, forgets the password and sets a new one.
    const email = `traced.${Date.now().toString(36)}@example.com`
    const password = "traced-password-1"
    const registered = await call(origin, "POST", "/api/register", { firstName: "Tracy", lastName: "Trace", email, phone: "9185550100", password })
    assert.equal(registered.status, 201, JSON.stringify(registered.data))
    const token = registered.data.token
    for (let read = 0; read < 3; read++) assert.equal((await call(origin, "GET", "/api/products?search=printer&limit=4")).status, 200)
    const address = { firstName: "Tracy", lastName: "Trace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }
    const order = await call(
      origin,
      "POST",
      "/api/orders",
      { sessionId: `traced-${Date.now()}`, customerEmail: email, customerName: "Tracy Trace", shippingAddress: address, totalAmount: totalFor(product.price), items: [{ productId: product.id, quantity: 1 }] },
      token
    )
    assert.equal(order.status, 201, JSON.stringify(order.data))
    const requestId = order.headers.get("x-request-id")
    assert.match(requestId ?? "", /^[0-9a-f-]{36}$/, "the order's answer names its request id")

    assert.equal((await call(origin, "POST", "/api/password/forgot", { email })).status, 202)
    const mail = await waitForMail(mailbox, email)
    const resetToken = /token=([^\s"&<>]+)/.exec(mail.text ?? mail.html ?? "")?.[1]
    assert.ok(resetToken, "the reset e-mail carries its link")
    const newPassword = "traced-password-2"
    const reset = await call(origin, "POST", "/api/password/reset", { token: decodeURIComponent(resetToken), newPassword, confirmPassword: newPassword })
    assert.equal(reset.status, 200, JSON.stringify(reset.data))
    const signedIn = await call(origin, "POST", "/api/login", { email, password: newPassword })
    assert.equal(signedIn.status, 200)

    // The checkout's trace, from the storefront server down to the database.
    await tracing.shutdown()
    const trace = await receiver.waitFor((spans) => {
      const place = spans.find((span) => span.name === "checkout.place_order")
      if (!place) return null
      const all = spans.filter((span) => span.traceId === place.traceId)
      return all.some((span) => span.service === "printshop-storefront") && all.filter((span) => span.name.startsWith("step:")).length >= 5 ? all : null
    })
    const traceId = trace[0].traceId
    const byId = new Map(trace.map((span) => [span.spanId, span]))
    const root = trace.find((span) => !span.parentSpanId)
    assert.equal(root?.service, "printshop-storefront", "the trace starts at the storefront server")
    assert.equal(root.name, "POST /api/*")
    const ancestry = (span) => {
      const chain = []
      for (let at = span; at; at = at.parentSpanId ? byId.get(at.parentSpanId) : null) chain.push(at)
      return chain
    }
    const place = trace.find((span) => span.name === "checkout.place_order")
    assert.equal(ancestry(place).at(-1), root, "the checkout's span hangs from the storefront server's, through Medusa's request span")
    const steps = trace.filter((span) => span.name.startsWith("step:"))
    const queries = trace.filter((span) => span.name.startsWith("pg.query"))
    assert.ok(steps.every((step) => ancestry(step).includes(place)), "the workflow's steps are within the checkout's span")
    assert.ok(queries.length > 10, `the database's queries are in the trace (${queries.length})`)
    assert.ok(trace.some((span) => span.name === "checkout.placed_order_view"))
    assert.ok(trace.some((span) => span.attributes["http.request_id"] === requestId), "the trace carries the request id")
    // A catalogue read through the read port joins the storefront server's trace too.
    const read = receiver.spans.find((span) => span.name === "catalogue.products")
    assert.ok(read, "a catalogue read's span")
    assert.equal(receiver.spans.find((span) => span.spanId === read.parentSpanId)?.service, "printshop-storefront")
    log(`one checkout's trace: ${trace.length} spans (${steps.length} workflow steps, ${queries.length} queries), from the storefront server down`)

    // JSON lines with the request id and the trace's id.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line)
      } catch {
        throw new Error(`a line of the server is not JSON: ${line}`)
      }
    })
    const orderLine = parsed.find((line) => line.message === "request" && line.route === "/api/orders" && line.status === 201)
    assert.ok(orderLine, "the order's request line")
    assert.equal(orderLine.request_id, requestId)
    assert.equal(orderLine.trace_id, traceId)
    assert.ok(orderLine.timestamp && orderLine.level === "info" && orderLine.duration_ms > 0)
    const readLine = parsed.find((line) => line.server === "read-port" && line.route === "/api/products")
    assert.ok(readLine?.request_id, "the read port's line carries the edge's request id")

    // Nothing secret in what the shop wrote or sent.
    const secrets = {
      "the shopper's password": password,
      "the new password": newPassword,
      "the sign-in token": token,
      "the new sign-in token": signedIn.data.token,
      "the reset token": decodeURIComponent(resetToken),
      "the reset token as sent": resetToken,
      JWT_SECRET: env.JWT_SECRET,
      COOKIE_SECRET: env.COOKIE_SECRET,
    }
    const everything = [...lines, ...receiver.bodies]
    for (const [what, secret] of Object.entries(secrets)) {
      assert.ok(secret && secret.length >= 8, `${what} is known to the test`)
      const leak = everything.find((text) => text.includes(secret))
      assert.equal(leak, undefined, `${what} appears in ${leak?.slice(0, 200)}`)
    }
    log(`${lines.length} log lines and ${receiver.bodies.length} span batches: JSON, with request and trace ids, and none holds any of ${Object.keys(secrets).length} secrets`)

    // Metrics on the private ports, not on the public origins.
    const backendMetrics = await (await fetch(`http://127.0.0.1:${readPort}/metrics`)).text()
    assert.match(backendMetrics, /^printshop_orders_placed_total 1$/m)
    assert.match(backendMetrics, /^printshop_http_requests_total\{server="medusa",method="POST",route="\/api\/orders",status="201"\} 1$/m)
    assert.match(backendMetrics, /^printshop_http_request_duration_seconds_count\{server="read-port",method="GET",route="\/api\/products"\} \d+$/m)
    assert.match(backendMetrics, /^printshop_catalogue_index_products \d+$/m)
    const storefrontMetrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    assert.match(storefrontMetrics, /^printshop_edge_cache_hits_total [1-9]\d*$/m)
    assert.match(storefrontMetrics, /^printshop_edge_cache_misses_total [1-9]\d*$/m)
    assert.match(storefrontMetrics, /^printshop_edge_cache_bytes [1-9]\d*$/m)
    for (const publicOrigin of [origin, edgeUrl]) {
      const text = await (await fetch(`${publicOrigin}/metrics`)).text()
      assert.ok(!text.includes("printshop_"), `${publicOrigin}/metrics does not give the metrics`)
    }
    log("metrics: orders, requests by route, the catalogue and the edge cache on the private ports; none on the public origins")
  } finally {
    if (storefront) await closeStorefrontServer(storefront, { cutAfterMs: 1_000 })
    metricsServer?.close()
    await stopChild(server.child, 5_000)
    await receiver.close()
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  }
}

async function waitForMail(mailbox, email) {
  const until = Date.now() + 60_000
  for (;;) {
    const found = mailbox.messages.find((message) => message.to.includes(email) && /password/i.test(message.subject))
    if (found) return found
    if (Date.now() > until) throw new Error(`No reset e-mail for ${email} within 60 s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
