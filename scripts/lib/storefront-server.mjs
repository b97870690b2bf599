// Serves the built storefront and forwards the backend's paths to Medusa, so the browser talks
// to one origin. The same job is done by the web server of docker-compose.yml in production.
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import Negotiator from "negotiator"
import { CLOSED_AS_SENT, createEdgeCache } from "./edge-cache.mjs"
import { createPageHeads } from "./page-head.mjs"
import { JSON_LINES, newRequestId, writeJsonLine } from "./telemetry.mjs"

/** Forwarded to Medusa: the shop API, stored files and webhooks (payment providers, plugins). */
export const PROXIED_PREFIXES = ["/api", "/static", "/hooks"]
/** Files for crawlers that the backend makes from the catalogue and the public address. */
export const CRAWLER_FILES = { "/robots.txt": "/api/seo/robots.txt", "/sitemap.xml": "/api/seo/sitemap.xml" }

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
}
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".map"])

/**
 * The pages' Content-Security-Policy. Stripe's Payment Element is the one outside party: its script
 * (js.stripe.com), its frames (the card form, 3-D Secure) and its API, which the card goes to from
 * the frame, never through the shop (docs/decisions.md, "Payments"). deploy/nginx.conf sends the same.
 */
export const SECURITY_HEADERS = {
  "Content-Security-Policy": [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://api.stripe.com",
    "frame-src https://js.stripe.com https://hooks.stripe.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; "),
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
}

/**
 * What a stored file (/static) is answered with: never sniffed as another type and never run as a
 * page, even one a member of staff uploaded by mistake (docs/decisions.md, "What staff upload").
 */
export const STATIC_FILE_HEADERS = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": "default-src 'none'; sandbox",
}

/**
 * The compressed copies of a file the build writes beside it (storefront/vite.config.ts), most
 * preferred first: Brotli where the browser accepts it, gzip otherwise.
 */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
]
const isEncodedCopy = (name) => ENCODINGS.some(({ suffix }) => name.endsWith(suffix))

/**
 * Reads every file of the build once, with its compressed copies: those the build wrote, or a gzip
 * copy made here for a text file that has none (the files of public/, a build without them).
 */
function loadBuild(distDir) {
  const files = new Map()
  const walk = (dir) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true })
    const names = new Set(entries.map((entry) => entry.name))
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        walk(full)
        continue
      }
      // A compressed copy is served as its original's encoding, not as a file of its own; a dotfile
      // (the build's stamp of its sources) is not the shop's to publish.
      if (isEncodedCopy(entry.name) && names.has(entry.name.replace(/\.[a-z]+$/, ""))) continue
      if (entry.name.startsWith(".")) continue
      const ext = path.extname(entry.name).toLowerCase()
      const body = fs.readFileSync(full)
      const encoded = {}
      for (const { name, suffix } of ENCODINGS) {
        if (names.has(entry.name + suffix)) encoded[name] = fs.readFileSync(full + suffix)
      }
      if (!encoded.gzip && COMPRESSIBLE.has(ext) && body.length > 512) encoded.gzip = zlib.gzipSync(body, { level: 9 })
      const urlPath = "/" + path.relative(distDir, full).split(path.sep).join("/")
      files.set(urlPath, {
        body,
        encoded,
        type: CONTENT_TYPES[ext] ?? "application/octet-stream",
        immutable: urlPath.startsWith("/assets/"),
      })
    }
  }
  walk(distDir)
  return files
}

/** Headers that describe one connection, not the message: each side of the proxy has its own. */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "upgrade", "te", "trailer"]
const withoutHopByHop = (headers) => {
  const copy = { ...headers }
  for (const name of HOP_BY_HOP) delete copy[name]
  return copy
}

/**
 * Connections to the backend are kept open and reused, as nginx's upstream keepalive does. An idle
 * one is let go after a few seconds, and a second before the backend's own announced timeout
 * (Medusa's 5 s: Node honours the server's Keep-Alive hint only below the agent's own timeout), so
 * a request is not sent on a connection the backend is closing.
 */
const backendAgent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 })

function proxy(req, res, backend, metrics) {
  const started = metrics ? performance.now() : 0
  const headers = withoutHopByHop(req.headers)
  headers.host = backend.host
  // The shop's pages sign in with bearer tokens, never cookies: a cookie of the staff host (the same
  // host name on another port) must not authenticate anything that comes through this origin.
  delete headers.cookie
  // This server is the edge: the client's address is the one it connects from. A forwarded
  // header the client sent is replaced, so it cannot choose the address that rate limits count.
  headers["x-forwarded-for"] = req.socket.remoteAddress ?? ""
  headers["x-forwarded-proto"] = "http"
  headers["x-forwarded-host"] = req.headers.host ?? ""

  // A read without a body can be sent again; a write may have reached the backend already.
  const repeatable = (req.method === "GET" || req.method === "HEAD") && !req.headers["content-length"] && !req.headers["transfer-encoding"]
  const send = (again) => {
    const upstream = http.request(
      {
        hostname: backend.hostname,
        port: backend.port,
        path: req.url,
        method: req.method,
        headers,
        agent: backendAgent,
      },
      (upstreamRes) => {
        const headers = withoutHopByHop(upstreamRes.headers)
        // Meant for nginx, the production edge (deploy/nginx.conf), which does not pass it on either.
        delete headers["x-accel-expires"]
        delete headers["set-cookie"]
        delete headers["x-powered-by"]
        res.writeHead(upstreamRes.statusCode ?? 502, headers)
        upstreamRes.pipe(res)
        if (metrics) res.once("finish", () => metrics.forwarded(prefixOf(req.url), res.statusCode, (performance.now() - started) / 1000))
      }
    )
    upstream.on("error", (error) => {
      // The backend closed the kept-alive connection as the read went out (the timing race Node's
      // documentation describes under request.reusedSocket): once more, on a new connection.
      if (repeatable && !again && upstream.reusedSocket && CLOSED_AS_SENT.has(error.code) && !res.headersSent) {
        send(true)
        return
      }
      if (res.headersSent) {
        res.destroy()
        return
      }
      res.writeHead(502, { "Content-Type": "application/json; charset=utf-8" })
      res.end(JSON.stringify({ message: "The shop's backend is not reachable right now. Please try again in a moment." }))
    })
    if (repeatable) upstream.end()
    else req.pipe(upstream)
  }
  send(false)
}

/** The first segment of a forwarded path (`/api`, `/static`, `/hooks`), a metric's label. */
const prefixOf = (url = "/") => "/" + (url.split("/")[1] ?? "").split("?")[0]

/**
 * Starts the storefront server. `backendUrl` is where Medusa listens; `readPortUrl`, when given,
 * its catalogue read port, and `readPortSocket` the Unix socket the read port also listens on.
 * `tracing` (scripts/lib/telemetry.mjs's startTracing) gives each request a span whose context goes
 * to Medusa; `metrics` (createStorefrontMetrics) counts the requests and the edge cache.
 * Resolves with the http.Server once it listens.
 */
export function startStorefrontServer({ distDir, port, backendUrl, readPortUrl, readPortSocket, host = "0.0.0.0", tracing = null, metrics = null }) {
  const indexFile = path.join(distDir, "index.html")
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The storefront is not built: ${indexFile} is missing (run npm run build).`)
  }
  const files = loadBuild(distDir)
  const index = files.get("/index.html")
  const backend = new URL(backendUrl)
  // Catalogue reads are answered from a one-second cache
  // (docs/architecture.md, "Catalogue reads at the edge"); the rest is forwarded.
  const edge = createEdgeCache({ backend: backendUrl, readPort: readPortUrl, readSocket: readPortSocket })
  metrics?.watch(edge)
  const counts = metrics?.counts ?? { page: 0, file: 0, edge: 0, forwarded: 0, refused: 0 }
  // A request's id, span and JSON line only where asked for (docs/operations.md, "Observability"):
  // without them a request costs what it did.
  const observed = Boolean(tracing) || JSON_LINES
  // Each page's title, description and JSON-LD in its HTML, for crawlers without JavaScript.
  const pageHeads = createPageHeads({ indexHtml: index.body, backendUrl, agent: backendAgent })

  const server = http.createServer((req, res) => {
    // While the server stops, each answer is the last on its connection.
    if (closing.has(server)) res.setHeader("Connection", "close")
    // This server is the edge: the request's id is its own, never the client's.
    if (observed) observe(req, res, tracing)
    else if (req.headers["x-request-id"]) delete req.headers["x-request-id"]
    let pathname
    try {
      const url = new URL(req.url ?? "/", "http://localhost")
      pathname = decodeURIComponent(url.pathname)
      // What is forwarded is exactly the path checked below: dot segments and backslashes resolved.
      req.url = url.pathname + url.search
    } catch {
      // A malformed address (a broken %-escape) is the client's mistake, not a reason to stop serving.
      counts.refused += 1
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", ...SECURITY_HEADERS })
      res.end("Bad request: the address is malformed.")
      return
    }

    if (PROXIED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix + "/"))) {
      const isStatic = pathname.startsWith("/static/")
      // Every answer of this origin carries the security headers, the backend's included.
      for (const [name, value] of Object.entries(isStatic ? STATIC_FILE_HEADERS : SECURITY_HEADERS)) res.setHeader(name, value)
      if (isStatic && pathname.split("/").some((part) => part.startsWith("private-") || part.startsWith("."))) {
        counts.refused += 1
        res.writeHead(404, { "Content-Type": "application/json; charset=utf-8" })
        res.end(JSON.stringify({ message: "There is no such file." }))
        return
      }
      if (edge.handle(req, res, pathname)) counts.edge += 1
      else {
        counts.forwarded += 1
        proxy(req, res, backend, metrics)
      }
      return
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      counts.refused += 1
      res.writeHead(405, { Allow: "GET, HEAD", ...SECURITY_HEADERS })
      res.end()
      return
    }
    if (Object.hasOwn(CRAWLER_FILES, pathname)) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value)
      req.url = CRAWLER_FILES[pathname]
      counts.forwarded += 1
      proxy(req, res, backend, metrics)
      return
    }

    // Every path that is not a file is a route of the single-page app, with that page's head.
    const file = files.get(pathname)
    if (file) counts.file += 1
    else counts.page += 1
    if (!file && pageHeads) {
      pageHeads.render(req.url ?? "/").then((page) => send(req, res, { ...index, ...page }))
      return
    }
    send(req, res, file ?? index)
  })
  server.on("close", () => void edge.close())

  return new Promise((resolve, reject) => {
    server.once("error", (error) => {
      if (error.code === "EADDRINUSE") {
        reject(new Error(`Port ${port} is already in use: stop what uses it or set STOREFRONT_PORT.`))
      } else {
        reject(error)
      }
    })
    server.listen(port, host, () => resolve(server))
  })
}

/** What a request is logged and traced under: its forwarded prefix, a catalogue read, a page or a file. */
function routeOf(url = "/") {
  const path = url.split("?")[0]
  if (CATALOGUE_ROUTE.test(path)) return path.replace(/^\/api\/products\/[^/]+/, "/api/products/:id")
  if (PROXIED_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix + "/"))) return `${prefixOf(path)}/*`
  return /\.[a-z0-9]+$/i.test(path) ? "file" : "page"
}
const CATALOGUE_ROUTE = /^\/api\/(?:products(?:\/[^/]+(?:\/reviews)?)?|search-suggestions)$/

/**
 * Gives a request its id (for Medusa, the trace and the log), its span when tracing, and its JSON
 * line under NODE_ENV=production once it is answered.
 */
function observe(req, res, tracing) {
  const started = performance.now()
  const requestId = newRequestId()
  req.headers["x-request-id"] = requestId
  delete req.headers.traceparent
  delete req.headers.tracestate
  const route = routeOf(req.url)
  const end = tracing?.startRequest(req, route, req.headers)
  res.once("close", () => {
    const status = res.writableFinished ? res.statusCode : 499
    end?.(status)
    if (!JSON_LINES) return
    writeJsonLine("info", "request", {
      request_id: requestId,
      trace_id: tracing?.traceIdOf(req.headers),
      server: "storefront",
      method: req.method,
      route,
      path: (req.url ?? "/").split("?")[0],
      status,
      cache: res.getHeader("x-cache"),
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
    })
  })
}

const ENCODING_PREFERENCE = [...ENCODINGS.map(({ name }) => name), "identity"]

/**
 * Answers with a file of the build, in the encoding the client prefers among those the file has
 * (Accept-Encoding with its q-values; Brotli before gzip where both are equally welcome).
 */
function send(req, res, file) {
  const available = ENCODING_PREFERENCE.filter((name) => name === "identity" || file.encoded[name])
  const chosen = new Negotiator(req).encoding(available, { preferred: ENCODING_PREFERENCE })
  const encoding = chosen && chosen !== "identity" ? chosen : null
  const body = encoding ? file.encoded[encoding] : file.body
  const headers = {
    ...SECURITY_HEADERS,
    "Content-Type": file.type,
    "Cache-Control": file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
    Vary: "Accept-Encoding",
    "Content-Length": body.length,
  }
  if (encoding) headers["Content-Encoding"] = encoding
  res.writeHead(file.status ?? 200, headers)
  res.end(req.method === "HEAD" ? undefined : body)
}

/** Servers being stopped: what they answer now closes its connection. */
const closing = new WeakSet()

/**
 * Stops the storefront server: no new connection is accepted, what is being answered is finished,
 * and every kept-alive connection is closed as soon as it is idle, so a client that keeps sending
 * on one cannot hold the stop open (Node's close() alone serves such a client for ever). What is
 * still unanswered after `cutAfterMs` is cut. Resolves with whether anything had to be cut.
 */
export async function closeStorefrontServer(server, { cutAfterMs = 5_000 } = {}) {
  closing.add(server)
  const closed = new Promise((resolve) => server.close(resolve))
  server.closeIdleConnections()
  // A connection that has just finished an answer is closed at the next tick, before it is reused.
  const sweep = setInterval(() => server.closeIdleConnections(), 50)
  let cut = false
  const cutTimer = setTimeout(() => {
    cut = true
    server.closeAllConnections()
  }, cutAfterMs)
  await closed
  clearInterval(sweep)
  clearTimeout(cutTimer)
  return cut
}
