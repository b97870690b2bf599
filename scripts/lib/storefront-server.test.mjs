// The storefront server (the public origin of npm start) against a small backend.
import assert from "node:assert/strict"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { after, before, describe, it } from "node:test"
import { closeStorefrontServer, startStorefrontServer } from "./storefront-server.mjs"

describe("storefront server", () => {
  let origin
  let received = []
  const servers = []

  /** A storefront server of a one-page build in front of `backend`, a listening HTTP server. */
  const startServerFor = (backend) => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-dist-"))
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Shop</title>")
    return startStorefrontServer({ distDir: dist, port: 0, host: "127.0.0.1", backendUrl: `http://127.0.0.1:${backend.address().port}` })
  }

  before(async () => {
    const backend = http.createServer((req, res) => {
      let body = ""
      req.on("data", (chunk) => (body += chunk))
      req.on("end", () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body })
        const catalogue = req.url.startsWith("/api/products")
        res.writeHead(200, {
          "content-type": "application/json; charset=utf-8",
          ...(catalogue ? { "cache-control": "public, max-age=0, s-maxage=1", etag: '"v1"', "x-accel-expires": "@1" } : { "cache-control": "no-store", "x-accel-expires": "@1" }),
        })
        res.end(JSON.stringify({ url: req.url, method: req.method, body }))
      })
    })
    await new Promise((resolve) => backend.listen(0, "127.0.0.1", resolve))
    servers.push(backend)
    const server = await startServerFor(backend)
    servers.push(server)
    origin = `http://127.0.0.1:${server.address().port}`
  })
  after(() => servers.forEach((server) => server.close()))

  it("answers a malformed address with 400 and keeps serving", async () => {
    const broken = await fetch(`${origin}/%E0%A4%A`)
    assert.equal(broken.status, 400)
    assert.equal((await fetch(`${origin}/products`)).status, 200)
  })

  it("answers catalogue reads from its cache and forwards the rest", async () => {
    received = []
    const first = await fetch(`${origin}/api/products?limit=3`)
    const second = await fetch(`${origin}/api/products?limit=3`)
    assert.equal(first.headers.get("x-cache"), "MISS")
    assert.equal(second.headers.get("x-cache"), "HIT")
    assert.equal((await fetch(`${origin}/api/products?limit=3`, { headers: { Authorization: "Bearer t" } })).headers.get("x-cache"), null)
    assert.equal(received.length, 2)
    const personal = await fetch(`${origin}/api/user/orders`, { headers: { Authorization: "Bearer t" } })
    assert.equal(personal.headers.get("x-accel-expires"), null)
    assert.equal(personal.headers.get("cache-control"), "no-store")
  })

  it("serves each file in the encoding the browser prefers among the copies the build wrote", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-dist-"))
    fs.mkdirSync(path.join(dist, "assets"))
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Shop</title>")
    const script = Buffer.from(`export const shop = ${JSON.stringify("printers ".repeat(200))}\n`)
    fs.writeFileSync(path.join(dist, "assets", "app.js"), script)
    fs.writeFileSync(path.join(dist, "assets", "app.js.br"), zlib.brotliCompressSync(script))
    fs.writeFileSync(path.join(dist, "assets", "app.js.gz"), zlib.gzipSync(script, { level: 9 }))
    // A text file of public/, which the build copies without compressed copies.
    const style = Buffer.from(`body { color: #0f172a; }\n`.repeat(40))
    fs.writeFileSync(path.join(dist, "plain.css"), style)
    fs.writeFileSync(path.join(dist, ".build-stamp"), "a hash of the sources")
    const backend = http.createServer((req, res) => res.end("{}"))
    await new Promise((resolve) => backend.listen(0, "127.0.0.1", resolve))
    const server = await startStorefrontServer({ distDir: dist, port: 0, host: "127.0.0.1", backendUrl: `http://127.0.0.1:${backend.address().port}` })
    servers.push(backend, server)
    const { port } = server.address()
    const get = (pathname, acceptEncoding) =>
      new Promise((resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding }
        http
          .get({ host: "127.0.0.1", port, path: pathname, headers }, (res) => {
            const chunks = []
            res.on("data", (chunk) => chunks.push(chunk))
            res.on("end", () => resolve({ res, body: Buffer.concat(chunks) }))
          })
          .on("error", reject)
      })

    const chrome = await get("/assets/app.js", "gzip, deflate, br, zstd")
    assert.equal(chrome.res.headers["content-encoding"], "br")
    assert.equal(chrome.res.headers.vary, "Accept-Encoding")
    assert.deepEqual(zlib.brotliDecompressSync(chrome.body), script)
    assert.equal(Number(chrome.res.headers["content-length"]), chrome.body.length)

    for (const accept of ["gzip", "br;q=0, gzip", "gzip;q=1, br;q=0.5"]) {
      const answer = await get("/assets/app.js", accept)
      assert.equal(answer.res.headers["content-encoding"], "gzip", accept)
      assert.deepEqual(zlib.gunzipSync(answer.body), script, accept)
    }
    for (const accept of [undefined, "identity", "deflate"]) {
      const answer = await get("/assets/app.js", accept)
      assert.equal(answer.res.headers["content-encoding"], undefined, String(accept))
      assert.deepEqual(answer.body, script, String(accept))
    }
    // The compressed copies are not files of their own: the address is a page of the app.
    assert.match((await get("/assets/app.js.br", "br")).res.headers["content-type"], /^text\/html/)
    assert.match((await get("/.build-stamp")).res.headers["content-type"], /^text\/html/)

    const css = await get("/plain.css", "gzip, deflate, br")
    assert.equal(css.res.headers["content-encoding"], "gzip")
    assert.deepEqual(zlib.gunzipSync(css.body), style)
    const page = await get("/products", "gzip, deflate, br")
    assert.equal(page.res.headers["content-encoding"], undefined, "a page this small is sent as it is")
    assert.match(page.body.toString(), /<title>Shop<\/title>/)
  })

  it("sends a page with the head the backend made for it, and 404 for an address no screen answers", async () => {
    const backend = http.createServer((req, res) => {
      const page = new URL(req.url, "http://backend").searchParams.get("path")
      const known = page === "/products"
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-page-status": known ? "200" : "404" })
      res.end(`<title>${known ? "All Products" : "Page Not Found"}</title>`)
    })
    await new Promise((resolve) => backend.listen(0, "127.0.0.1", resolve))
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-dist-"))
    const marked = '<!doctype html><head><!--# block name="page_head" --><title>Shop</title><!--# endblock --><!--# include virtual="/api/seo/head?path=$printshop_head_path" stub="page_head" --></head><div id="root"></div>'
    fs.writeFileSync(path.join(dist, "index.html"), marked)
    fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg/>")
    const server = await startStorefrontServer({ distDir: dist, port: 0, host: "127.0.0.1", backendUrl: `http://127.0.0.1:${backend.address().port}` })
    servers.push(backend, server)
    const at = `http://127.0.0.1:${server.address().port}`
    const known = await fetch(`${at}/products`)
    assert.equal(known.status, 200)
    assert.match(await known.text(), /<title>All Products<\/title><\/head><div id="root">/)
    const missing = await fetch(`${at}/no-such-page`)
    assert.equal(missing.status, 404)
    assert.match(missing.headers.get("content-type"), /text\/html/)
    assert.match(await missing.text(), /<title>Page Not Found<\/title><\/head><div id="root">/)
    assert.equal((await fetch(`${at}/favicon.svg`)).status, 200)
    // Without the backend the page is served as one that exists, with the build's own head.
    backend.close()
    backend.closeAllConnections()
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const alone = await fetch(`${at}/elsewhere`)
    assert.equal(alone.status, 200)
    assert.match(await alone.text(), /<title>Shop<\/title>/)
  })

  it("asks the backend for a page's head without the page's query, so a link's token never reaches its log", async () => {
    const asked = []
    const backend = http.createServer((req, res) => {
      asked.push(req.url)
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-page-status": "200" })
      res.end("<title>Page</title>")
    })
    await new Promise((resolve) => backend.listen(0, "127.0.0.1", resolve))
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-dist-"))
    const marked = '<!doctype html><head><!--# block name="page_head" --><title>Shop</title><!--# endblock --><!--# include virtual="/api/seo/head?path=$printshop_head_path" stub="page_head" --></head><div id="root"></div>'
    fs.writeFileSync(path.join(dist, "index.html"), marked)
    const server = await startStorefrontServer({ distDir: dist, port: 0, host: "127.0.0.1", backendUrl: `http://127.0.0.1:${backend.address().port}` })
    servers.push(backend, server)
    const at = `http://127.0.0.1:${server.address().port}`
    assert.equal((await fetch(`${at}/reset-password?token=secret-reset-token`)).status, 200)
    assert.equal((await fetch(`${at}/products?search=private+words`)).status, 200)
    assert.equal((await fetch(`${at}/products`)).status, 200)
    assert.deepEqual(asked.map((url) => new URL(url, "http://backend").searchParams.get("path")).sort(), ["/products", "/products?", "/reset-password?"])
    assert.ok(asked.every((url) => !url.includes("secret") && !url.includes("private")), asked.join(" "))
  })

  it("forwards a request's body and replaces the forwarded address the client sent", async () => {
    received = []
    const answer = await fetch(`${origin}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.9" },
      body: JSON.stringify({ a: 1 }),
    })
    assert.deepEqual(await answer.json(), { url: "/api/orders", method: "POST", body: '{"a":1}' })
    assert.equal(received[0].headers["x-forwarded-for"], "127.0.0.1")
  })

  it("forwards webhooks to Medusa with their bodies and signatures as sent, and nothing else of Medusa's own routes", async () => {
    received = []
    // Bytes a JSON parser would rewrite: a provider's signature covers them as they are.
    const body = '{ "type":"payment_intent.succeeded",  "id":"evt_1" }\n'
    const answer = await fetch(`${origin}/hooks/payment/stripe_stripe`, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=abc" }, body })
    assert.equal(answer.status, 200)
    assert.equal(received[0].url, "/hooks/payment/stripe_stripe")
    assert.equal(received[0].body, body)
    assert.equal(received[0].headers["stripe-signature"], "t=1,v1=abc")
    assert.equal(answer.headers.get("x-frame-options"), "DENY")
    received = []
    for (const pathname of ["/store/products", "/admin/users", "/auth/user/emailpass", "/hooksy"]) {
      const other = await fetch(`${origin}${pathname}`)
      assert.match(other.headers.get("content-type"), /^text\/html/, pathname)
    }
    assert.deepEqual(received, [])
  })

  /** A request with a raw path, as a client may send it (fetch would normalise it first). */
  const rawGet = (rawPath, headers = {}) =>
    new Promise((resolve, reject) => {
      const url = new URL(origin)
      http
        .get({ host: url.hostname, port: url.port, path: rawPath, headers }, (res) => {
          let body = ""
          res.on("data", (chunk) => (body += chunk))
          res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }))
        })
        .on("error", reject)
    })

  it("forwards exactly the path it checked, never a raw one that reaches other backend routes", async () => {
    for (const raw of ["/admin/users/..\\..\\api/health", "/app/..\\api/health", "/api/products/..\\..\\admin/users"]) {
      received = []
      const answer = await rawGet(raw)
      const forwarded = received.map((request) => request.url)
      assert.ok(forwarded.every((url) => !url.includes("\\") && !url.includes("..") && !url.startsWith("/admin") && !url.startsWith("/app")), `${raw} -> ${forwarded}`)
      assert.notEqual(answer.status, 500)
    }
    received = []
    await rawGet("/api/%2e%2e/admin/users")
    assert.deepEqual(received.map((request) => request.url), [])
  })

  it("never lets a cookie through to the backend, nor a cookie back", async () => {
    received = []
    const answer = await fetch(`${origin}/api/admin/stats`, { headers: { Cookie: "connect.sid=staff-session" } })
    assert.equal(received[0].headers.cookie, undefined)
    assert.equal(answer.headers.get("set-cookie"), null)
  })

  it("sends the security headers on API answers, and a sandbox on stored files, whose private ones it never asks for", async () => {
    const api = await fetch(`${origin}/api/orders`, { method: "POST" })
    assert.equal(api.headers.get("x-content-type-options"), "nosniff")
    assert.equal(api.headers.get("x-frame-options"), "DENY")
    assert.match(api.headers.get("content-security-policy"), /default-src 'self'/)
    const file = await fetch(`${origin}/static/picture.png`)
    assert.equal(file.headers.get("content-security-policy"), "default-src 'none'; sandbox")
    assert.equal(file.headers.get("x-content-type-options"), "nosniff")
    received = []
    for (const name of ["/static/private-1764000000000-1764000000001-order-exports.csv", "/static/.env", "/static/a/private-x.csv"]) {
      const refused = await fetch(`${origin}${name}`)
      assert.equal(refused.status, 404, name)
      assert.equal(refused.headers.get("content-type"), "application/json; charset=utf-8")
    }
    assert.equal(received.length, 0)
  })

  it("stops while a client keeps sending on kept-alive connections, answering every request it took", async () => {
    // A backend that answers slowly, and clients that send again as soon as they have an answer.
    let received = 0
    const slow = http.createServer((req, res) => {
      received += 1
      setTimeout(() => res.end("{}"), 150)
    })
    await new Promise((resolve) => slow.listen(0, "127.0.0.1", resolve))
    servers.push(slow)
    const server = await startServerFor(slow)
    const { port } = server.address()
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 })
    let answered = 0
    let sending = true
    const client = async () => {
      while (sending) {
        // A request sent on a connection the server has just closed never reaches it (a reset);
        // one it took is answered.
        const outcome = await new Promise((resolve) => {
          const request = http.get({ port, host: "127.0.0.1", path: "/api/orders", agent }, (res) => {
            res.resume()
            res.on("end", () => resolve(res.statusCode === 200 ? "answered" : "other"))
            res.on("error", () => resolve("other"))
          })
          request.on("error", (error) => resolve(error.code === "ECONNREFUSED" ? "refused" : "other"))
        })
        if (outcome === "refused") break
        if (outcome === "answered") answered += 1
      }
    }
    const clients = [client(), client()]
    await new Promise((resolve) => setTimeout(resolve, 400))
    // The stop ends by itself once the answers under way are sent, not by cutting connections.
    const cut = await closeStorefrontServer(server, { cutAfterMs: 10_000 })
    sending = false
    await Promise.all(clients)
    agent.destroy()
    assert.equal(cut, false, "the stop had to cut connections")
    assert.ok(answered > 2)
    assert.equal(answered, received, "every request that reached the backend was answered")
  })
  it("asks again on a new connection when the backend closes a kept-alive one as a read goes out; never a write", async () => {
    // A backend that drops a connection, unanswered, when a second request arrives on it: what a
    // kept-alive connection the backend closes for idleness just as the proxy reuses it looks like.
    const seen = []
    const closing = http.createServer((req, res) => {
      const socket = req.socket
      socket.requests = (socket.requests ?? 0) + 1
      seen.push({ method: req.method, onSecond: socket.requests > 1 })
      if (socket.requests > 1) return socket.destroy()
      req.resume()
      req.on("end", () => res.end(JSON.stringify({ method: req.method })))
    })
    await new Promise((resolve) => closing.listen(0, "127.0.0.1", resolve))
    servers.push(closing)
    const server = await startServerFor(closing)
    servers.push(server)
    const at = `http://127.0.0.1:${server.address().port}`
    const personal = { Authorization: "Bearer t" }
    // A signed-in shopper's catalogue read goes past the edge's cache, through the proxy.
    assert.equal((await fetch(`${at}/api/products?limit=3`, { headers: personal })).status, 200)
    const read = await fetch(`${at}/api/products?limit=3`, { headers: personal })
    assert.equal(read.status, 200, "a read on a connection the backend closed is asked again")
    assert.deepEqual(await read.json(), { method: "GET" })
    assert.deepEqual(seen.map((request) => request.onSecond), [false, true, false])
    // A write may have reached the backend before the connection closed: it is never sent twice.
    // (The connection the read was asked again on is reused, and dropped in turn.)
    seen.length = 0
    const write = await fetch(`${at}/api/orders`, { method: "POST", headers: personal, body: "{}" })
    assert.equal(write.status, 502)
    assert.deepEqual(seen, [{ method: "POST", onSecond: true }])
  })

  it("lets an idle connection to the backend go before the backend's keep-alive timeout ends it", async () => {
    // Node's server announces its timeout (Keep-Alive: timeout=2); a connection idle for longer than
    // that less a second is not reused, so a request never meets the backend closing it.
    const connections = []
    const backend = http.createServer((req, res) => res.end("{}"))
    backend.keepAliveTimeout = 2_000
    backend.on("connection", (socket) => connections.push(socket))
    await new Promise((resolve) => backend.listen(0, "127.0.0.1", resolve))
    servers.push(backend)
    const server = await startServerFor(backend)
    servers.push(server)
    const at = `http://127.0.0.1:${server.address().port}`
    assert.equal((await fetch(`${at}/api/orders`)).status, 200)
    assert.equal((await fetch(`${at}/api/orders`)).status, 200)
    assert.equal(connections.length, 1, "a connection in use is reused")
    await new Promise((resolve) => setTimeout(resolve, 1_300))
    assert.equal((await fetch(`${at}/api/orders`)).status, 200)
    assert.equal(connections.length, 2, "a connection idle past the backend's timeout less a second is not")
  })
})
