// The public origin's cache for catalogue reads
// (docs/architecture.md, "Catalogue reads at the edge"), the job nginx's proxy_cache does in
// deploy/nginx.conf. Catalogue answers are the same for every shopper, so the storefront server
// keeps each one for as long as the backend allows a shared cache to (its `s-maxage`, one second),
// counted from when it asked, never longer:
// - requests that could be personal (a token, a cookie, another origin) always go to the backend;
// - only 200 answers the backend marked public are kept, with the headers that describe them;
// - the entity tag is checked here: a browser holding the current answer gets a 304;
// - many shoppers asking for the same missing answer cause one request to the backend;
// - an answer still in demand near the end of its second is asked for again in the background,
//   so busy pages never wait for the backend, and no answer is ever older than allowed.
import zlib from "node:zlib"
import { LRUCache } from "lru-cache"
import { Pool } from "undici"

/** The public catalogue reads: the list, a product, its reviews, search suggestions. */
export const CATALOGUE_READS = /^\/api\/(?:products(?:\/[^/]+(?:\/reviews)?)?|search-suggestions)\/?$/

/** Headers of the backend's answer that are kept with it; everything else is left out. */
const KEPT_HEADERS = ["content-type", "etag", "cache-control", "vary", "last-modified", "content-language"]
/** Text answers above this size are also kept gzip-compressed for clients that accept it. */
const GZIP_MIN_BYTES = 1024
/**
 * Errors of a request that met a kept-alive connection the server closed as it went out (undici's
 * and Node's http's; not a connection refused): a read is worth sending once more.
 */
export const CLOSED_AS_SENT = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"])
/** Share of an answer's lifetime after which a request for it asks the backend again in the background. */
const REFRESH_AFTER = 0.75

/** Whether this request may be answered from the shared cache at all. */
export function isSharedRead(req, pathname) {
  if (req.method !== "GET" && req.method !== "HEAD") return false
  if (!CATALOGUE_READS.test(pathname)) return false
  const headers = req.headers
  // Anything that could make the answer someone's own goes to the backend.
  if (headers.authorization || headers.cookie || headers.origin) return false
  // A client's own Cache-Control (a forced reload) is not obeyed, as nginx does not: the answer
  // is at most a second old anyway, and no client can make every request reach the backend.
  return true
}

/** How long a shared cache may keep an answer, in milliseconds, or 0 when it may not. */
export function sharedLifetime(statusCode, headers) {
  if (statusCode !== 200 || headers["set-cookie"]) return 0
  const cacheControl = String(headers["cache-control"] ?? "").toLowerCase()
  if (!/(^|[\s,])public([\s,]|$)/.test(cacheControl)) return 0
  if (/(^|[\s,])(private|no-store|no-cache)([\s,=]|$)/.test(cacheControl)) return 0
  const vary = String(headers.vary ?? "").toLowerCase().split(",").map((name) => name.trim()).filter(Boolean)
  if (vary.some((name) => name !== "accept-encoding")) return 0
  const seconds = /(?:^|[\s,])s-maxage=(\d+)/.exec(cacheControl)?.[1]
  return seconds ? Number(seconds) * 1000 : 0
}

/** Whether an If-None-Match header (one tag, a list, weak or strong, or *) names this tag. */
export function matchesEntityTag(header, etag) {
  if (!header || !etag) return false
  const opaque = etag.replace(/^W\//, "")
  return String(header)
    .split(",")
    .some((tag) => {
      const candidate = tag.trim()
      return candidate === "*" || candidate.replace(/^W\//, "") === opaque
    })
}

const acceptsGzip = (req) => /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))

/** The reads the backend's catalogue read port answers: the list, searches, filters and suggestions. */
export const READ_PORT_READS = /^\/api\/(?:products|search-suggestions)$/
/** The read port's "ask Medusa instead". */
export const READ_PORT_PASS = 421

/**
 * One request on an undici pool, answered as its status, headers and whole body. Through the
 * dispatcher's handler rather than `pool.request`: no stream and no promise per chunk, a fifth to
 * a third less CPU time for the request and its answer (a long-tail read is all misses).
 */
function exchange(pool, options) {
  return new Promise((resolve, reject) => {
    let statusCode = 0
    let headers = {}
    const chunks = []
    pool.dispatch(options, {
      onRequestStart() {},
      onResponseStart(_controller, status, received) {
        statusCode = status
        headers = received
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk)
      },
      onResponseEnd() {
        // Copied: a chunk may be a view of the socket's read buffer, which an entry must not keep.
        resolve({ statusCode, headers, bytes: Buffer.concat(chunks) })
      },
      onResponseError(_controller, error) {
        reject(error)
      },
    })
  })
}

/**
 * The cache in front of the backend at `backend` (a URL). `handle(req, res, pathname)` answers a
 * shared read and returns true, or returns false for the caller to forward the request as usual.
 * With `readPort` (a URL), the reads it serves are asked of the backend's catalogue read port
 * first (docs/architecture.md, "Catalogue reads at the edge"), and of Medusa when it passes or
 * cannot be reached; with `readSocket` too, the read port is asked on that Unix socket (a backend
 * on the same machine), which costs both sides less than TCP.
 */
export function createEdgeCache({ backend, readPort, readSocket, maxBytes = 64 * 1024 * 1024, now = () => Date.now() } = {}) {
  const target = new URL(backend)
  const readTarget = readPort ? new URL(readPort) : null
  /** Kept-alive connections to each server, through undici (a cache miss costs less than with http.request). */
  const pools = new Map()
  const poolFor = (server) => {
    let pool = pools.get(server)
    if (!pool) {
      const socketPath = server === readTarget && readSocket ? readSocket : undefined
      pools.set(server, (pool = new Pool(server.origin, { connections: 64, socketPath })))
    }
    return pool
  }
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => (entry.body?.length ?? 0) + (entry.gzip?.length ?? 0) + 512 })
  /** Requests to the backend under way, by cache key: every shopper waiting shares one. */
  const inFlight = new Map()
  const stats = { hits: 0, misses: 0, refreshes: 0, bypassed: 0, revalidated: 0 }

  /**
   * Asks the backend for a public answer, as a client without anything personal would. A read
   * that met a kept-alive connection Medusa closed as it went out is asked once more, on a new one.
   */
  async function fetchFromBackend(req, key) {
    if (readTarget && READ_PORT_READS.test(key.split("?")[0])) {
      const entry = await fetchFrom(readTarget, req, key).catch(() => null)
      if (entry && entry.status !== READ_PORT_PASS) return entry
    }
    return fetchFrom(target, req, key).catch((error) => {
      if (!CLOSED_AS_SENT.has(error?.code)) throw error
      return fetchFrom(target, req, key)
    })
  }

  /** Asks one server (Medusa, or its read port) for the answer to `key`. */
  async function fetchFrom(server, req, key) {
    const started = now()
    const { statusCode, headers: received, bytes } = await exchange(poolFor(server), {
      path: key,
      method: "GET",
      headers: {
        accept: "application/json",
        // Medusa and its read port compress an answer above 1 KB for a client that takes gzip: it is
        // kept as it comes, so the edge compresses nothing itself on a miss (most long-tail answers
        // are asked once). A client that does not take gzip has its answer asked plain, rather than
        // compressed by the backend only to be opened here.
        "accept-encoding": acceptsGzip(req) ? "gzip" : "identity",
        "x-forwarded-for": req.socket.remoteAddress ?? "",
        "x-forwarded-proto": "http",
        "x-forwarded-host": String(req.headers.host ?? ""),
        // The request's id and trace, when the storefront server gave it them (docs/operations.md, "Observability").
        ...(req.headers["x-request-id"] ? { "x-request-id": req.headers["x-request-id"] } : {}),
        ...(req.headers.traceparent ? { traceparent: req.headers.traceparent } : {}),
      },
    })
    const headers = {}
    for (const name of KEPT_HEADERS) if (received[name] !== undefined) headers[name] = received[name]
    const lifetime = sharedLifetime(statusCode, received)
    // Compressed by the backend, or plain: the other form is made when a client first needs it (bodyFor).
    const zipped = /^\s*gzip\s*$/i.test(String(received["content-encoding"] ?? ""))
    const body = zipped ? null : bytes
    const gzip = zipped ? bytes : null
    return {
      status: statusCode,
      headers,
      body,
      gzip,
      storedAt: now(),
      expires: started + lifetime,
      refreshAt: started + lifetime * REFRESH_AFTER,
      lifetime,
    }
  }

  /** One request to the backend per key at a time; a storable answer is kept. */
  function load(req, key) {
    let pending = inFlight.get(key)
    if (!pending) {
      pending = fetchFromBackend(req, key)
        .then((entry) => {
          if (entry.lifetime > 0 && entry.expires > now()) entries.set(key, entry, { ttl: Math.max(1, entry.expires - now()) })
          return entry
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }

  /**
   * The bytes of an answer for this client: gzip for one that takes it (for an answer worth
   * compressing), plain otherwise. The form the entry lacks is made once and kept with it, counted
   * in the cache's size.
   */
  function bodyFor(req, entry, key) {
    const zipped = acceptsGzip(req) && Boolean(entry.gzip || (entry.lifetime > 0 && entry.body.length >= GZIP_MIN_BYTES))
    if (zipped ? !entry.gzip : !entry.body) {
      if (zipped) entry.gzip = zlib.gzipSync(entry.body, { level: 6 })
      else entry.body = zlib.gunzipSync(entry.gzip)
      if (entries.peek(key) === entry) {
        // Set again to be counted again (the cache measures an entry when it is set).
        entries.delete(key)
        entries.set(key, entry, { ttl: Math.max(1, entry.expires - now()) })
      }
    }
    return { bytes: zipped ? entry.gzip : entry.body, zipped }
  }

  function send(req, res, entry, state, key) {
    const age = Math.max(0, Math.floor((now() - entry.storedAt) / 1000))
    const headers = { ...entry.headers, "x-cache": state }
    if (entry.lifetime > 0) headers.age = String(age)
    if (entry.status === 200 && matchesEntityTag(req.headers["if-none-match"], entry.headers.etag)) {
      stats.revalidated += 1
      delete headers["content-type"]
      res.writeHead(304, headers)
      res.end()
      return
    }
    const { bytes: body, zipped } = bodyFor(req, entry, key)
    if (zipped) headers["content-encoding"] = "gzip"
    headers["content-length"] = String(body.length)
    res.writeHead(entry.status, headers)
    res.end(req.method === "HEAD" ? undefined : body)
  }

  function handle(req, res, pathname) {
    if (!isSharedRead(req, pathname)) {
      stats.bypassed += 1
      return false
    }
    const key = req.url ?? pathname
    const entry = entries.get(key)
    const time = now()
    if (entry && time < entry.expires) {
      stats.hits += 1
      if (time >= entry.refreshAt && !inFlight.has(key)) {
        stats.refreshes += 1
        load(req, key).catch(() => {
          // the answer held stays until it expires; the next request tries again
        })
      }
      send(req, res, entry, "HIT", key)
      return true
    }
    stats.misses += 1
    load(req, key).then(
      (fresh) => send(req, res, fresh, "MISS", key),
      () => {
        if (res.headersSent) return res.destroy()
        res.writeHead(502, { "content-type": "application/json; charset=utf-8" })
        res.end(JSON.stringify({ message: "The shop's backend is not reachable right now. Please try again in a moment." }))
      }
    )
    return true
  }

  return {
    handle,
    /** Forgets every answer (a test, or a change that must show at once). */
    purge: () => entries.clear(),
    /** Closes the connections to the servers. */
    close: () => Promise.all([...pools.values()].map((pool) => pool.close())),
    stats,
    get size() {
      return entries.size
    },
    /** Bytes held: the answers and their compressed copies, as the cache counts them against maxBytes. */
    get bytes() {
      return entries.calculatedSize
    },
  }
}
