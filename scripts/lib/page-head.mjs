// The <head> of each storefront page, for crawlers and link previews that do not run JavaScript:
// the storefront server (storefront-server.mjs) asks the backend for it (GET /api/seo/head, made
// from the catalogue) and puts it into index.html where the build marks it, as nginx does with
// SSI in production (deploy/nginx.conf); both send the head's X-Page-Status (404 for an address no
// screen answers) as the page's status:
//
//   <!--# block name="page_head" --> default title and description <!--# endblock -->
//   <!--# include virtual="/api/seo/head?path=$printshop_head_path" stub="page_head" -->
//
// Without an answer from the backend (down, slow) the default head of the build is served.
import http from "node:http"
import zlib from "node:zlib"

const MARKERS = /<!--# block name="page_head" -->([\s\S]*?)<!--# endblock -->\s*<!--# include virtual="[^"]*" stub="page_head" -->/
/**
 * A head is reused this long: a renamed product reaches crawlers within a second
 * (docs/architecture.md, "Catalogue reads at the edge").
 */
const HEAD_LIFETIME_MS = 1000
const HEAD_TIMEOUT_MS = 1500
const MAX_HEADS = 1000

/**
 * What the backend is told of a page's address: its path, and a "?" when it had a query. The query
 * itself (a reset link's token, a shopper's search) never reaches the backend, whose log would keep
 * it; the head depends on nothing in it.
 */
export const headPathOf = (url) => {
  const mark = url.indexOf("?")
  return mark < 0 ? url : url.slice(0, mark + 1)
}

/**
 * Splits index.html at its head markers. Answers `render(url)`: the page's HTML (and its gzip copy)
 * with the head for that address and its status (404 for an address no screen answers), or null
 * when the build has no markers.
 */
export function createPageHeads({ indexHtml, backendUrl, agent }) {
  const source = indexHtml.toString("utf8")
  const match = MARKERS.exec(source)
  if (!match) return null
  const before = source.slice(0, match.index)
  const after = source.slice(match.index + match[0].length)
  /** Without an answer from the backend the app is served as a page that exists. */
  const fallback = { head: match[1], status: 200 }
  const backend = new URL(backendUrl)
  /** the path a head is asked for (headPathOf) -> { expires, page: Promise<{ body, encoded: { gzip } }> } */
  const heads = new Map()

  const fetchHead = (url) =>
    new Promise((resolve) => {
      const request = http.get(
        {
          hostname: backend.hostname,
          port: backend.port,
          path: `/api/seo/head?path=${encodeURIComponent(url)}`,
          agent,
          timeout: HEAD_TIMEOUT_MS,
        },
        (res) => {
          const chunks = []
          res.on("data", (chunk) => chunks.push(chunk))
          res.on("end", () => {
            if (res.statusCode !== 200) return resolve(fallback)
            // 404 when no screen answers that address: the page is still drawn, with the not-found head.
            const status = res.headers["x-page-status"] === "404" ? 404 : 200
            resolve({ head: Buffer.concat(chunks).toString("utf8"), status })
          })
          res.on("error", () => resolve(fallback))
        }
      )
      request.on("timeout", () => request.destroy())
      request.on("error", () => resolve(fallback))
    })

  const page = async (url) => {
    const { head, status } = await fetchHead(url)
    const body = Buffer.from(`${before}${head}${after}`)
    return { body, status, encoded: { gzip: zlib.gzipSync(body) } }
  }

  return {
    render(pageUrl) {
      const url = headPathOf(pageUrl)
      const now = Date.now()
      let entry = heads.get(url)
      if (!entry || entry.expires <= now) {
        if (heads.size >= MAX_HEADS) {
          for (const [key, value] of heads) if (value.expires <= now) heads.delete(key)
          if (heads.size >= MAX_HEADS) heads.clear()
        }
        // Shoppers asking for the same page at once share one request to the backend.
        entry = { expires: now + HEAD_LIFETIME_MS, page: page(url) }
        heads.set(url, entry)
      }
      return entry.page
    },
  }
}
