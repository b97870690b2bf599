// The production edge (deploy/nginx.conf) run by a real nginx against the shop under test:
// every answer carries the security headers exactly once, and only /api, /static and /hooks reach Medusa.
// Runs with the browser tests (npm test -- browser), which start the shop. Without nginx it is
// skipped, and says so; with REQUIRE_NGINX=1 (CI) a missing nginx fails it instead.
import assert from "node:assert/strict"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { test } from "@playwright/test"
import { findNginx, request, startLocalNginx } from "../../scripts/lib/local-nginx.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const DIST = path.join(ROOT, "storefront", "dist")
const BACKEND = new URL(process.env.E2E_BACKEND_URL || "http://localhost:9000")
/** The shop's catalogue read port (npm start opens it next to Medusa's port). */
const READ_PORT = new URL(process.env.E2E_CATALOGUE_READ_URL || `http://localhost:${Number(BACKEND.port || 80) + 1}`)

const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
]

function assertSecurityHeadersOnce(answer, label) {
  for (const name of SECURITY_HEADERS) {
    assert.equal(answer.counts[name], 1, `${label}: ${name} sent ${answer.counts[name] ?? 0} times`)
  }
  assert.match(answer.headers["content-security-policy"], /frame-ancestors 'none'/, label)
  assert.equal(answer.headers["x-frame-options"], "DENY", label)
}

const nginx = findNginx()
const MISSING = "nginx is not installed (apt-get install -y nginx): the production edge was not tested"

test.describe("deploy/nginx.conf", () => {
  test.skip(!nginx && process.env.REQUIRE_NGINX !== "1", MISSING)
  let edge
  let port

  test.beforeAll(async () => {
    if (!nginx) throw new Error(MISSING)
    edge = await startLocalNginx({ upstreams: [`127.0.0.1:${BACKEND.port || 80}`], readUpstreams: [`127.0.0.1:${READ_PORT.port}`], distDir: DIST })
    port = edge.port
  })

  test.afterAll(async () => {
    await edge?.stop()
  })

  test("HTML pages carry every security header once and are revalidated", async () => {
    for (const pathname of ["/", "/products", "/checkout", "/admin"]) {
      const answer = await request(port, pathname)
      assert.equal(answer.status, 200, pathname)
      assert.match(answer.headers["content-type"], /text\/html/)
      assertSecurityHeadersOnce(answer, pathname)
      assert.equal(answer.counts["cache-control"], 1, pathname)
      assert.equal(answer.headers["cache-control"], "no-cache", pathname)
    }
  })

  test("a page's HTML carries its own head for crawlers (SSI); /sitemap.xml and /robots.txt come from the backend", async () => {
    const [product] = JSON.parse((await request(port, "/api/products?featured=true")).body)
    const page = await request(port, `/products/${product.id}`)
    assert.equal(page.status, 200)
    assertSecurityHeadersOnce(page, "product page")
    assert.equal(page.headers["cache-control"], "no-cache")
    assert.doesNotMatch(page.body, /<!--#/, "no SSI directive reaches the browser")
    assert.equal(page.body.match(/<title>/g)?.length, 1, "one title")
    assert.match(page.body, new RegExp(`<link rel="canonical" href="https?://[^"]+/products/${product.id}">`))
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)[1])
    assert.equal(jsonLd["@type"], "Product")
    assert.equal(jsonLd.name, product.name)
    assert.equal(jsonLd.offers.price, product.price)

    // A browser accepts gzip: the page is compressed once, with the head placed in it as text.
    const compressed = await request(port, `/products/${product.id}`, { "Accept-Encoding": "gzip, deflate, br" })
    assert.equal(compressed.headers["content-encoding"], "gzip")
    assert.equal(compressed.body.match(/<title>/g)?.length, 1, "one title in the compressed page")
    assert.ok(compressed.body.includes(`"name":${JSON.stringify(product.name)}`), "the head's JSON-LD reads as text")

    const missing = await request(port, "/no-such-page")
    assert.equal(missing.status, 404)
    assert.match(missing.headers["content-type"], /text\/html/)
    assertSecurityHeadersOnce(missing, "a missing page")
    assert.match(missing.body, /<title>Page Not Found - PrintShop Pro<\/title>/)
    assert.match(missing.body, /<meta name="robots" content="noindex">/)
    assert.match(missing.body, /<div id="root">/, "the app draws its not-found screen")
    const missingProduct = await request(port, "/products/prod_does_not_exist")
    assert.equal(missingProduct.status, 404)
    assert.match(missingProduct.body, /<title>Product Not Found - PrintShop Pro<\/title>/)
    assert.equal((await request(port, "/checkout/confirmation/1001")).status, 200)
    assert.equal((await request(port, "/favicon.svg")).status, 200)

    const sitemap = await request(port, "/sitemap.xml")
    assert.equal(sitemap.status, 200)
    assert.match(sitemap.headers["content-type"], /xml/)
    assertSecurityHeadersOnce(sitemap, "/sitemap.xml")
    assert.equal(sitemap.counts["cache-control"], 1)
    assert.match(sitemap.body, new RegExp(`/products/${product.id}</loc>`))
    const robots = await request(port, "/robots.txt")
    assert.equal(robots.status, 200)
    assert.match(robots.body, /^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  })

  test("a page's head is asked for without the page's query: a reset link's token never reaches the backend's log", async () => {
    const asked = []
    const recorder = http.createServer((req, res) => {
      asked.push(req.url)
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-page-status": "200" })
      res.end("<title>Recorded</title>")
    })
    await new Promise((resolve) => recorder.listen(0, "127.0.0.1", resolve))
    const recorded = await startLocalNginx({ upstreams: [`127.0.0.1:${recorder.address().port}`], distDir: DIST })
    try {
      for (const pathname of ["/reset-password?token=secret-reset-token", "/products?search=private+words"]) {
        const page = await request(recorded.port, pathname)
        assert.equal(page.status, 200, pathname)
        assert.match(page.body, /<title>Recorded<\/title>/, pathname)
      }
      assert.ok(asked.length > 0)
      assert.ok(asked.every((url) => !url.includes("secret") && !url.includes("private")), asked.join(" "))
      // (nginx's own start asked for "/" first.)
      const paths = new Set(asked.map((url) => new URL(url, "http://backend").searchParams.get("path")))
      assert.ok(paths.has("/reset-password?") && paths.has("/products?"), [...paths].join(" "))
    } finally {
      await recorded.stop()
      recorder.close()
    }
  })

  test("hashed assets are cached for a year and carry the security headers once", async () => {
    const asset = fs.readdirSync(path.join(DIST, "assets")).find((name) => name.endsWith(".js"))
    const answer = await request(port, `/assets/${asset}`)
    assert.equal(answer.status, 200)
    assertSecurityHeadersOnce(answer, asset)
    assert.equal(answer.counts["cache-control"], 1)
    assert.equal(answer.headers["cache-control"], "public, max-age=31536000, immutable")
  })

  test("a script is sent as the build's own gzip copy to a browser that accepts it", async () => {
    const assets = fs.readdirSync(path.join(DIST, "assets"))
    const script = assets.filter((name) => name.endsWith(".js") && assets.includes(`${name}.gz`)).at(0)
    assert.ok(script, "the build writes gzip copies of its scripts")
    const copy = fs.readFileSync(path.join(DIST, "assets", `${script}.gz`))
    const answer = await request(port, `/assets/${script}`, { "Accept-Encoding": "gzip, deflate, br" })
    assert.equal(answer.headers["content-encoding"], "gzip")
    assert.deepEqual(answer.raw, copy, "the copy written by the build, not one compressed again")
    assert.equal(answer.headers.vary, "Accept-Encoding")
    assert.equal(answer.body, fs.readFileSync(path.join(DIST, "assets", script), "utf8"))
    const plain = await request(port, `/assets/${script}`)
    assert.equal(plain.headers["content-encoding"], undefined)
  })

  test("/api reaches Medusa with the headers once and no X-Powered-By; Medusa's own routes do not", async () => {
    const health = await request(port, "/api/health")
    assert.equal(health.status, 200)
    assert.equal(JSON.parse(health.body).status, "ok")
    assertSecurityHeadersOnce(health, "/api/health")
    assert.equal(health.headers["x-powered-by"], undefined)
    assert.equal(health.headers.server, "nginx")

    for (const pathname of ["/auth/customer/emailpass", "/store/products", "/admin/customers", "/app"]) {
      const answer = await request(port, pathname)
      assert.match(answer.headers["content-type"], /text\/html/, `${pathname} must not reach Medusa`)
      assert.doesNotMatch(answer.body, /"message"|"type"/, pathname)
    }
  })

  test("stored files run nowhere: a sandbox on /static, private files never, no cookie either way, paths that decode two ways refused", async () => {
    const [product] = JSON.parse((await request(port, "/api/products?featured=true")).body)
    const picture = await request(port, product.image)
    assert.equal(picture.status, 200, product.image)
    assert.equal(picture.headers["content-security-policy"], "default-src 'none'; sandbox")
    assert.equal(picture.counts["content-security-policy"], 1)
    assert.equal(picture.headers["x-content-type-options"], "nosniff")
    assert.equal(picture.headers["x-powered-by"], undefined)
    assert.equal(picture.headers["strict-transport-security"], undefined, "HSTS only over https")
    const behindTls = await request(port, "/", { "X-Forwarded-Proto": "https" })
    assert.equal(behindTls.headers["strict-transport-security"], "max-age=31536000; includeSubDomains", "HSTS behind a TLS terminator")

    for (const pathname of ["/static/private-1764000000000-1764000000001-order-exports.csv", "/static/.hidden"]) {
      const answer = await request(port, pathname)
      assert.equal(answer.status, 404, pathname)
      assert.match(answer.headers["content-type"], /application\/json/)
    }
    for (const pathname of ["/api/..%2Fadmin/users", "/api\\..\\admin/users", "/api/%2e%2e/admin/users", "/static/..%5Cprivate"]) {
      assert.equal((await request(port, pathname)).status, 400, pathname)
    }
    const withCookie = await request(port, "/api/admin/session", { Cookie: "connect.sid=s%3Aanything" })
    assert.equal(withCookie.status, 401)
    assert.equal(withCookie.headers["set-cookie"], undefined)
  })

  test("catalogue reads are answered from the cache for at most a second, personal requests never", async () => {
    const url = "/api/products?limit=6&offset=0&sort=name"
    // Wait for the start of a second, so that the answer below is kept for most of it.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20))
    const first = await request(port, url)
    assert.equal(first.status, 200)
    assert.match(first.headers["x-cache"], /^(MISS|EXPIRED|HIT)$/)
    const second = await request(port, url)
    assert.equal(second.headers["x-cache"], "HIT")
    assert.equal(second.body, first.body)
    assert.equal(second.headers["x-accel-expires"], undefined)
    assert.equal(second.headers["cache-control"], "public, max-age=0, s-maxage=1")
    assertSecurityHeadersOnce(second, url)
    // Kept compressed as Medusa sent it, and decompressed for a client that does not accept gzip.
    await request(port, url, { "Accept-Encoding": "gzip" })
    const zipped = await request(port, url, { "Accept-Encoding": "gzip" })
    assert.equal(zipped.headers["x-cache"], "HIT")
    assert.equal(zipped.headers["content-encoding"], "gzip")
    assert.match(zipped.headers.vary ?? "", /accept-encoding/i)
    assert.deepEqual(JSON.parse(zipped.body), JSON.parse(first.body))
    assert.equal(first.headers["content-encoding"], undefined)
    // The browser's copy is confirmed without a body.
    const confirmed = await request(port, url, { "If-None-Match": second.headers.etag })
    assert.equal(confirmed.status, 304)
    // Anything that could be personal goes to Medusa.
    for (const headers of [{ Authorization: "Bearer not-a-token" }, { Cookie: "a=b" }, { Origin: "https://elsewhere.example" }]) {
      assert.equal((await request(port, url, headers)).headers["x-cache"], "BYPASS", JSON.stringify(headers))
    }
    // The next second asks Medusa again.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20))
    assert.match((await request(port, url)).headers["x-cache"], /^(EXPIRED|MISS)$/)
    // Errors and personal routes are not kept.
    for (const pathname of ["/api/products/prod_missing", "/api/auth/user"]) {
      await request(port, pathname)
      const again = await request(port, pathname)
      assert.notEqual(again.headers["x-cache"], "HIT", pathname)
    }
  })

  test("logs each request as one JSON line under the id it answers and gives Medusa, never with the query string", async () => {
    const page = await request(port, "/reset-password?token=secret-reset-link-789")
    const forwarded = await request(port, "/api/stock-alerts/unsubscribe?token=secret-unsubscribe-456")
    const cached = await request(port, "/api/products?featured=true")
    for (const answer of [page, forwarded, cached]) {
      assert.match(answer.headers["x-request-id"], /^[0-9a-f]{32}$/)
      assert.equal(answer.counts["x-request-id"], 1, "one id: nginx's, never the backend's or a cached answer's")
    }
    const deadline = Date.now() + 5_000
    let text = edge.accessLog()
    while (!text.includes(cached.headers["x-request-id"]) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      text = edge.accessLog()
    }
    const lines = text.trim().split("\n").map((line) => JSON.parse(line))
    const lineOf = (answer) => lines.find((line) => line.request_id === answer.headers["x-request-id"])
    assert.deepEqual(
      [page, forwarded].map((answer) => ({ path: lineOf(answer)?.path, status: lineOf(answer)?.status })),
      [
        { path: "/reset-password", status: 200 },
        { path: "/api/stock-alerts/unsubscribe", status: forwarded.status },
      ]
    )
    const catalogue = lineOf(cached)
    assert.ok(["HIT", "MISS", "EXPIRED"].includes(catalogue.cache), JSON.stringify(catalogue))
    assert.ok(catalogue.level === "info" && catalogue.timestamp && typeof catalogue.duration_s === "number")
    assert.doesNotMatch(text, /secret-(reset|unsubscribe)/, "no link's token in the log")
  })
})

test.describe("deploy/nginx.conf and the catalogue read port", () => {
  test.skip(!nginx && process.env.REQUIRE_NGINX !== "1", MISSING)
  /** A read port that answers searches for "port" and passes the rest, and a Medusa that answers all (and keeps the webhooks it gets). */
  const webhooks = []
  let readPort
  let medusa
  let edge

  const json = (res, status, body) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=1", "X-Accel-Expires": `@${Math.floor(Date.now() / 1000)}` })
    res.end(JSON.stringify(body))
  }
  const listen = (server) => new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)))

  test.beforeAll(async () => {
    if (!nginx) throw new Error(MISSING)
    readPort = http.createServer((req, res) => {
      if (/[?&](search|q)=port\b/.test(req.url)) return json(res, 200, { from: "read port", url: req.url })
      res.writeHead(421, { "Content-Length": "0" })
      res.end()
    })
    medusa = http.createServer((req, res) => {
      if (req.url.startsWith("/hooks/")) {
        const chunks = []
        req.on("data", (chunk) => chunks.push(chunk))
        req.on("end", () => {
          webhooks.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) })
          json(res, 200, { received: true })
        })
        return
      }
      if (req.url.includes("limit=abc")) return json(res, 400, { message: "Invalid request: limit: must be a whole number" })
      json(res, 200, { from: "medusa", url: req.url })
    })
    const [medusaPort, readPortNumber] = [await listen(medusa), await listen(readPort)]
    edge = await startLocalNginx({ upstreams: [`127.0.0.1:${medusaPort}`], readUpstreams: [`127.0.0.1:${readPortNumber}`], distDir: DIST })
  })

  test.afterAll(async () => {
    await edge?.stop()
    medusa?.close()
    readPort?.close()
  })

  const from = async (pathname) => {
    const answer = await request(edge.port, pathname)
    assertSecurityHeadersOnce(answer, pathname)
    return [answer.status, JSON.parse(answer.body).from ?? JSON.parse(answer.body).message]
  }

  test("the list, searches, filters and suggestions are asked of the read port first; what it passes or cannot answer, of Medusa", async () => {
    assert.deepEqual(await from("/api/products?search=port&limit=24&offset=0"), [200, "read port"])
    assert.deepEqual(await from("/api/search-suggestions?q=port"), [200, "read port"])
    assert.deepEqual(await from("/api/products?search=toner"), [200, "medusa"])
    assert.deepEqual(await from("/api/products?limit=abc"), [400, "Invalid request: limit: must be a whole number"])
    assert.deepEqual(await from("/api/products/prod_1"), [200, "medusa"])
    // Kept for its second like any catalogue read.
    assert.equal((await request(edge.port, "/api/products?search=port&limit=24&offset=0")).headers["x-cache"], "HIT")
    // A read port that is not running: Medusa answers.
    await new Promise((resolve) => readPort.close(resolve))
    readPort.closeAllConnections()
    assert.deepEqual(await from("/api/products?search=port&sort=name"), [200, "medusa"])
  })

  /** POSTs `body` to the edge as a payment provider does. */
  const deliver = (pathname, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port: edge.port, path: pathname, method: "POST", headers: { "Content-Type": "application/json", "Content-Length": body.length, ...headers } }, (res) => {
        res.resume()
        res.on("end", () => resolve(res.statusCode))
      })
      req.on("error", reject)
      req.end(body)
    })

  test("webhooks reach Medusa with their bodies and signatures as sent; a flood from one address is cut off", async () => {
    // Bytes a JSON parser would rewrite (spacing, key order, an escaped slash): a signature covers them as they are.
    const body = Buffer.from('{ "type":"payment_intent.succeeded",  "id":"evt_1", "url":"https:\\/\\/x" }\n')
    assert.equal(await deliver("/hooks/payment/stripe_stripe", body, { "Stripe-Signature": "t=1,v1=abc", "X-Forwarded-For": "203.0.113.9" }), 200)
    const [received] = webhooks
    assert.equal(received.method, "POST")
    assert.equal(received.url, "/hooks/payment/stripe_stripe")
    assert.ok(received.body.equals(body), "the body arrives byte for byte")
    assert.equal(received.headers["stripe-signature"], "t=1,v1=abc")
    // The address the limits count is the one the edge saw, never the one the sender claims.
    assert.equal(received.headers["x-forwarded-for"], "127.0.0.1")

    const answers = await Promise.all(Array.from({ length: 160 }, () => deliver("/hooks/payment/stripe_stripe", body)))
    assert.ok(answers.filter((status) => status === 200).length >= 100, "a burst gets through")
    assert.ok(answers.includes(429), "a flood does not")
  })
})
