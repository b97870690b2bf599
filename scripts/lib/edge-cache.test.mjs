// The public origin's cache for catalogue reads, against a small backend that counts its requests.
import assert from "node:assert/strict"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { after, before, beforeEach, describe, it } from "node:test"
import zlib from "node:zlib"
import { createEdgeCache, isSharedRead, matchesEntityTag, sharedLifetime } from "./edge-cache.mjs"

const PUBLIC = "public, max-age=0, s-maxage=1"

describe("edge cache", () => {
  /** What the backend answers next, by path; and every request it received. */
  let answers
  let received
  let backend
  let edge
  let origin
  let clock
  let servers = []

  const listen = (server) => new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)))

  before(async () => {
    backend = http.createServer((req, res) => {
      received.push({ url: req.url, headers: req.headers })
      const answer = answers[new URL(req.url, "http://x").pathname] ?? { status: 404, headers: {}, body: { message: "Not found" } }
      const send = () => {
        const json = JSON.stringify(typeof answer.body === "function" ? answer.body() : answer.body)
        // Like Medusa: an answer above 1 KB compressed for a client that accepts gzip (answer.compresses).
        const zipped = answer.compresses && /gzip/.test(req.headers["accept-encoding"] ?? "") && json.length >= 1024
        res.writeHead(answer.status, {
          "content-type": "application/json; charset=utf-8",
          "x-accel-expires": "@1",
          ...(zipped ? { "content-encoding": "gzip" } : {}),
          ...answer.headers,
        })
        res.end(zipped ? zlib.gzipSync(json, { level: 6 }) : json)
      }
      if (answer.delay) setTimeout(send, answer.delay)
      else send()
    })
    const backendPort = await listen(backend)
    clock = { time: 1_000_000 }
    edge = createEdgeCache({ backend: `http://127.0.0.1:${backendPort}`, now: () => clock.time })
    const server = http.createServer((req, res) => {
      const pathname = new URL(req.url, "http://x").pathname
      if (!edge.handle(req, res, pathname)) {
        res.writeHead(599)
        res.end("passed through")
      }
    })
    origin = `http://127.0.0.1:${await listen(server)}`
    servers = [server, backend]
  })
  after(async () => {
    await edge.close()
    servers.forEach((server) => server.close())
  })

  beforeEach(() => {
    received = []
    edge.purge()
    clock.time += 10_000
    let version = 0
    answers = {
      "/api/products": { status: 200, headers: { "cache-control": PUBLIC, etag: '"list"', vary: "Accept-Encoding" }, body: () => ({ version: ++version, filler: "x".repeat(2000) }) },
      "/api/products/p1": { status: 200, headers: { "cache-control": PUBLIC, etag: '"p1"' }, body: { id: "p1" } },
    }
  })

  const get = (path, headers = {}) => fetch(`${origin}${path}`, { headers })

  it("answers a public catalogue read from the cache for its second, then asks again", async () => {
    const first = await get("/api/products?limit=24")
    assert.equal(first.headers.get("x-cache"), "MISS")
    assert.equal((await first.json()).version, 1)
    clock.time += 700
    const second = await get("/api/products?limit=24")
    assert.equal(second.headers.get("x-cache"), "HIT")
    assert.equal((await second.json()).version, 1)
    assert.equal(second.headers.get("cache-control"), PUBLIC)
    assert.equal(second.headers.get("x-accel-expires"), null)
    assert.equal(received.length, 1)
    // A different query is another answer.
    await get("/api/products?limit=12")
    assert.equal(received.length, 2)
    clock.time += 300
    const third = await get("/api/products?limit=24")
    assert.equal(third.headers.get("x-cache"), "MISS")
    assert.equal((await third.json()).version, 3)
  })

  it("asks the backend again in the background near the end of the second, and never serves older", async () => {
    await get("/api/products/p1")
    clock.time += 800
    assert.equal((await get("/api/products/p1")).headers.get("x-cache"), "HIT")
    // The refresh went out; its answer lives one second from when it was asked for.
    await new Promise((resolve) => setTimeout(resolve, 50))
    assert.equal(received.length, 2)
    // This hit asks again in the background too; that answer is not back before the next request.
    answers["/api/products/p1"].delay = 200
    clock.time += 900
    assert.equal((await get("/api/products/p1")).headers.get("x-cache"), "HIT")
    clock.time += 100
    assert.equal((await get("/api/products/p1")).headers.get("x-cache"), "MISS")
  })

  it("sends many shoppers' identical misses to the backend once", async () => {
    answers["/api/products/p1"].delay = 100
    const all = await Promise.all(Array.from({ length: 20 }, () => get("/api/products/p1").then((r) => r.json())))
    assert.deepEqual(new Set(all.map((body) => body.id)), new Set(["p1"]))
    assert.equal(received.length, 1)
  })

  it("answers 304 to a client that holds the current answer", async () => {
    await get("/api/products/p1")
    for (const tag of ['"p1"', 'W/"p1"', '"old", "p1"', "*"]) {
      const answer = await get("/api/products/p1", { "If-None-Match": tag })
      assert.equal(answer.status, 304)
      assert.equal(answer.headers.get("etag"), '"p1"')
    }
    assert.equal((await get("/api/products/p1", { "If-None-Match": '"old"' })).status, 200)
    // The backend was asked once, and without the client's condition.
    assert.equal(received.length, 1)
    assert.equal(received[0].headers["if-none-match"], undefined)
  })

  it("keeps an answer that arrives in many pieces whole, and sends it again byte for byte", async () => {
    // 600 KB written in 40 pieces, a tick apart: the edge receives it in many chunks.
    const piece = (n) => `"${String(n).padStart(2, "0")}${"é€x".repeat(5000)}"`
    const pieces = Array.from({ length: 40 }, (_, n) => piece(n))
    const whole = `[${pieces.join(",")}]`
    const slow = http.createServer(async (req, res) => {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": PUBLIC, etag: '"pieces"' })
      res.write("[")
      for (const [n, text] of pieces.entries()) {
        res.write(n ? `,${text}` : text)
        await new Promise((resolve) => setImmediate(resolve))
      }
      res.end("]")
    })
    const port = await listen(slow)
    const pieceEdge = createEdgeCache({ backend: `http://127.0.0.1:${port}`, now: () => clock.time })
    const front = http.createServer((req, res) => pieceEdge.handle(req, res, new URL(req.url, "http://x").pathname))
    const frontOrigin = `http://127.0.0.1:${await listen(front)}`
    try {
      const first = await fetch(`${frontOrigin}/api/products`, { headers: { "accept-encoding": "identity" } })
      assert.equal(first.headers.get("x-cache"), "MISS")
      assert.equal(await first.text(), whole)
      const again = await fetch(`${frontOrigin}/api/products`, { headers: { "accept-encoding": "identity" } })
      assert.equal(again.headers.get("x-cache"), "HIT")
      assert.equal(await again.text(), whole)
    } finally {
      await pieceEdge.close()
      front.close()
      slow.close()
    }
  })

  it("keeps a gzip copy for clients that accept it", async () => {
    const plain = await get("/api/products")
    const zipped = await new Promise((resolve) =>
      http.get(`${origin}/api/products`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const chunks = []
        res.on("data", (chunk) => chunks.push(chunk))
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
    )
    assert.equal(zipped.headers["content-encoding"], "gzip")
    assert.deepEqual(JSON.parse(zlib.gunzipSync(zipped.body).toString()), await plain.json())
    assert.equal(received.length, 1)
  })

  it("keeps a backend's gzip as it came, and opens it only for a client that does not accept gzip", async () => {
    answers["/api/products"].compresses = true
    const zipped = await new Promise((resolve) =>
      http.get(`${origin}/api/products`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const chunks = []
        res.on("data", (chunk) => chunks.push(chunk))
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
    )
    // The edge asked for gzip and compressed nothing itself: the bytes are the backend's.
    assert.equal(received.length, 1)
    assert.match(received[0].headers["accept-encoding"], /gzip/)
    assert.equal(zipped.headers["content-encoding"], "gzip")
    assert.equal(zipped.headers["x-cache"], "MISS")
    const answer = JSON.parse(zlib.gunzipSync(zipped.body).toString())
    assert.equal(answer.version, 1)
    // A client that does not say it takes gzip (fetch would) gets the plain answer, from the same entry.
    const plain = await new Promise((resolve) =>
      http.get(`${origin}/api/products`, (res) => {
        const chunks = []
        res.on("data", (chunk) => chunks.push(chunk))
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
    )
    assert.equal(plain.headers["content-encoding"], undefined)
    assert.equal(plain.headers["x-cache"], "HIT")
    assert.equal(plain.headers["content-length"], String(plain.body.length))
    assert.deepEqual(JSON.parse(plain.body.toString()), answer)
    assert.equal(received.length, 1)
  })

  it("asks the backend for gzip only for a client that takes it: a plain client's answer is neither compressed nor opened", async () => {
    answers["/api/products"].compresses = true
    const raw = (headers) =>
      new Promise((resolve) =>
        http.get(`${origin}/api/products`, { headers }, (res) => {
          const chunks = []
          res.on("data", (chunk) => chunks.push(chunk))
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        })
      )
    const plain = await raw({})
    assert.equal(received.length, 1)
    assert.doesNotMatch(received[0].headers["accept-encoding"] ?? "", /gzip/)
    assert.equal(plain.headers["content-encoding"], undefined)
    assert.equal(plain.headers["x-cache"], "MISS")
    const answer = JSON.parse(plain.body.toString())
    assert.equal(answer.version, 1)
    // A client that takes gzip gets the same entry compressed (once, then kept), not a second request.
    for (let asked = 0; asked < 2; asked++) {
      const zipped = await raw({ "Accept-Encoding": "gzip" })
      assert.equal(zipped.headers["content-encoding"], "gzip")
      assert.equal(zipped.headers["x-cache"], "HIT")
      assert.equal(zipped.headers["content-length"], String(zipped.body.length))
      assert.deepEqual(JSON.parse(zlib.gunzipSync(zipped.body).toString()), answer)
    }
    // And a plain client again, from the same entry.
    assert.deepEqual(JSON.parse((await raw({})).body.toString()), answer)
    assert.equal(received.length, 1)
  })

  it("lets personal requests and other paths through untouched", async () => {
    for (const headers of [{ Authorization: "Bearer x" }, { Cookie: "a=b" }, { Origin: "https://elsewhere.example" }]) {
      assert.equal((await get("/api/products/p1", headers)).status, 599)
    }
    for (const path of ["/api/user/orders", "/api/orders", "/api/products/p1/reviews/x", "/static/a.png", "/api/admin/products"]) {
      assert.equal((await get(path)).status, 599)
    }
    const post = await fetch(`${origin}/api/products`, { method: "POST", body: "{}" })
    assert.equal(post.status, 599)
    assert.equal(received.length, 0)
  })

  it("keeps nothing the backend did not mark public for a shared cache", async () => {
    const cases = [
      { status: 200, headers: { "cache-control": "no-store" } },
      { status: 200, headers: { "cache-control": "private, s-maxage=1" } },
      { status: 200, headers: { "cache-control": "public, max-age=60" } },
      { status: 200, headers: { "cache-control": PUBLIC, "set-cookie": "a=b" } },
      { status: 200, headers: { "cache-control": PUBLIC, vary: "Authorization" } },
      { status: 404, headers: { "cache-control": PUBLIC } },
      { status: 400, headers: {} },
    ]
    for (const answer of cases) {
      received = []
      answers["/api/products/p2"] = { ...answer, body: { id: "p2" } }
      await get("/api/products/p2")
      const again = await get("/api/products/p2")
      assert.equal(again.status, answer.status)
      assert.equal(received.length, 2, JSON.stringify(answer))
    }
  })

  it("answers 502 with a message when the backend is unreachable", async () => {
    const broken = createEdgeCache({ backend: "http://127.0.0.1:9" })
    const server = http.createServer((req, res) => broken.handle(req, res, new URL(req.url, "http://x").pathname))
    const port = await listen(server)
    const answer = await fetch(`http://127.0.0.1:${port}/api/products`)
    assert.equal(answer.status, 502)
    assert.match((await answer.json()).message, /not reachable/)
    server.close()
  })

  it("asks again on a new connection when the backend closes a kept-alive one as the read goes out", async () => {
    // The backend drops a connection, unanswered, when a second request arrives on it: what a
    // kept-alive connection it closes for idleness just as the edge reuses it looks like.
    let requests = 0
    const closing = http.createServer((req, res) => {
      requests += 1
      req.socket.requests = (req.socket.requests ?? 0) + 1
      if (req.socket.requests > 1) return req.socket.destroy()
      res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" })
      res.end(JSON.stringify({ id: "p1" }))
    })
    const closingEdge = createEdgeCache({ backend: `http://127.0.0.1:${await listen(closing)}` })
    const server = http.createServer((req, res) => closingEdge.handle(req, res, new URL(req.url, "http://x").pathname))
    const port = await listen(server)
    try {
      for (let ask = 0; ask < 3; ask++) {
        const answer = await fetch(`http://127.0.0.1:${port}/api/products/p1`)
        assert.equal(answer.status, 200)
        assert.deepEqual(await answer.json(), { id: "p1" })
      }
      assert.equal(requests, 5, "each read after the first met a closed connection once, and was asked again")
    } finally {
      await closingEdge.close()
      server.closeAllConnections()
      server.close()
      closing.closeAllConnections()
      closing.close()
    }
  })
})

describe("edge cache rules", () => {
  it("recognizes the catalogue reads", () => {
    const read = (method, url, headers = {}) => isSharedRead({ method, headers }, url)
    assert.equal(read("GET", "/api/products"), true)
    assert.equal(read("HEAD", "/api/products/prod_1"), true)
    assert.equal(read("GET", "/api/products/prod_1/reviews"), true)
    assert.equal(read("GET", "/api/search-suggestions"), true)
    assert.equal(read("POST", "/api/products"), false)
    assert.equal(read("GET", "/api/productsx"), false)
    assert.equal(read("GET", "/api/orders/track"), false)
    assert.equal(read("GET", "/api/products", { authorization: "Bearer t" }), false)
  })

  it("reads the shared lifetime", () => {
    assert.equal(sharedLifetime(200, { "cache-control": PUBLIC }), 1000)
    assert.equal(sharedLifetime(200, { "cache-control": "public, s-maxage=5", vary: "accept-encoding" }), 5000)
    assert.equal(sharedLifetime(200, { "cache-control": "public, no-cache, s-maxage=1" }), 0)
    assert.equal(sharedLifetime(200, { "cache-control": "s-maxage=1" }), 0)
    assert.equal(sharedLifetime(201, { "cache-control": PUBLIC }), 0)
  })

  it("matches entity tags as RFC 9110 says for If-None-Match", () => {
    assert.equal(matchesEntityTag('"a"', '"a"'), true)
    assert.equal(matchesEntityTag('W/"a"', '"a"'), true)
    assert.equal(matchesEntityTag('"b", "a"', '"a"'), true)
    assert.equal(matchesEntityTag('"b"', '"a"'), false)
    assert.equal(matchesEntityTag(undefined, '"a"'), false)
  })
})

describe("edge cache with the backend's catalogue read port", () => {
  /** Requests each server received, and what the read port does next: answer, pass (421) or be closed. */
  let medusaSeen
  let portSeen
  let portMode
  let servers
  let edges
  let origin

  const listen = (server) => new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)))
  const answerFrom = (name, seen) => (req, res) => {
    seen.push(req.url)
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": PUBLIC, etag: `"${name}"` })
    res.end(JSON.stringify({ from: name }))
  }

  before(async () => {
    const medusa = http.createServer(answerFrom("medusa", (medusaSeen = [])))
    const answerFromPort = answerFrom("read port", (portSeen = []))
    const readPortAnswer = (req, res) => {
      if (portMode === "answer") return answerFromPort(req, res)
      portSeen.push(req.url)
      res.writeHead(421, { "content-length": "0" })
      res.end()
    }
    const readPort = http.createServer(readPortAnswer)
    // The same read port on a Unix socket, as the server opens it with CATALOGUE_READ_SOCKET.
    const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "edge-read-socket-"))
    const socketPath = path.join(socketDir, "reads.sock")
    const readSocket = http.createServer(readPortAnswer)
    await new Promise((resolve) => readSocket.listen(socketPath, resolve))
    const medusaPort = await listen(medusa)
    const readPortNumber = await listen(readPort)
    // A port nothing listens on: the read port of a server that could not open it.
    const closed = http.createServer()
    const closedPort = await listen(closed)
    closed.close()
    edges = {
      open: createEdgeCache({ backend: `http://127.0.0.1:${medusaPort}`, readPort: `http://127.0.0.1:${readPortNumber}` }),
      closed: createEdgeCache({ backend: `http://127.0.0.1:${medusaPort}`, readPort: `http://127.0.0.1:${closedPort}` }),
      // Its TCP port closed: an answer from the read port came through the socket.
      socket: createEdgeCache({ backend: `http://127.0.0.1:${medusaPort}`, readPort: `http://127.0.0.1:${closedPort}`, readSocket: socketPath }),
      noSocket: createEdgeCache({ backend: `http://127.0.0.1:${medusaPort}`, readPort: `http://127.0.0.1:${readPortNumber}`, readSocket: path.join(socketDir, "none.sock") }),
    }
    const front = http.createServer((req, res) => {
      const edge = edges[req.headers["x-edge"]]
      if (!edge.handle(req, res, new URL(req.url, "http://x").pathname)) {
        res.writeHead(599)
        res.end()
      }
    })
    origin = `http://127.0.0.1:${await listen(front)}`
    servers = [front, medusa, readPort, readSocket]
  })
  after(async () => {
    await Promise.all(Object.values(edges).map((edge) => edge.close()))
    servers.forEach((server) => server.close())
  })
  beforeEach(() => {
    medusaSeen.length = 0
    portSeen.length = 0
    portMode = "answer"
  })

  const read = async (path, edge = "open") => (await fetch(`${origin}${path}`, { headers: { "x-edge": edge } })).json()

  it("asks the read port for the list, searches, filters and suggestions, and keeps its answers", async () => {
    for (const path of ["/api/products?search=laser%201", "/api/products?brands=HP&limit=24&offset=0", "/api/search-suggestions?q=eps%2012"]) {
      assert.deepEqual(await read(path), { from: "read port" })
      assert.deepEqual(await read(path), { from: "read port" })
    }
    assert.deepEqual(portSeen, ["/api/products?search=laser%201", "/api/products?brands=HP&limit=24&offset=0", "/api/search-suggestions?q=eps%2012"])
    assert.deepEqual(medusaSeen, [])
  })

  it("asks Medusa for a product and its reviews", async () => {
    assert.deepEqual(await read("/api/products/p1"), { from: "medusa" })
    assert.deepEqual(await read("/api/products/p1/reviews"), { from: "medusa" })
    assert.deepEqual(portSeen, [])
  })

  it("asks Medusa when the read port passes", async () => {
    portMode = "pass"
    assert.deepEqual(await read("/api/products?limit=abc"), { from: "medusa" })
    assert.deepEqual(portSeen, ["/api/products?limit=abc"])
    assert.deepEqual(medusaSeen, ["/api/products?limit=abc"])
  })

  it("asks Medusa when the read port cannot be reached", async () => {
    assert.deepEqual(await read("/api/products?search=toner", "closed"), { from: "medusa" })
    assert.deepEqual(medusaSeen, ["/api/products?search=toner"])
  })

  it("asks the read port on its Unix socket when given one, and Medusa when nothing listens there", async () => {
    assert.deepEqual(await read("/api/search-suggestions?q=epson", "socket"), { from: "read port" })
    assert.deepEqual(portSeen, ["/api/search-suggestions?q=epson"])
    assert.deepEqual(await read("/api/products/p2", "socket"), { from: "medusa" })
    portMode = "pass"
    assert.deepEqual(await read("/api/products?limit=abc", "socket"), { from: "medusa" })
    assert.deepEqual(await read("/api/products?search=ink", "noSocket"), { from: "medusa" })
    assert.deepEqual(medusaSeen, ["/api/products/p2", "/api/products?limit=abc", "/api/products?search=ink"])
  })
})
