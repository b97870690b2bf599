import path from "node:path"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import serveStatic from "serve-static"
import { uploadFolder } from "../../lib/files/folders"
import { SERVED_TYPES } from "../../modules/shop-files/pictures"

/**
 * What every stored file is answered with: never sniffed as another type, never run as a page
 * (a sandbox with no permissions), never framed (docs/decisions.md, "What staff upload").
 */
export const STATIC_FILE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Resource-Policy": "same-site",
} as const

let serve: ReturnType<typeof serveStatic> | null = null

function notFound(res: MedusaResponse) {
  res.status(404).json({ message: "There is no such file." })
}

/**
 * GET /static/{file}: the pictures of the upload folder, with the headers above and the type of
 * their extension, which the file module set from their content. Private files, dotfiles and any
 * other extension answer 404.
 */
export function serveStaticFiles(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD")
    res.status(405).json({ message: `${req.method} is not allowed on /static.` })
    return
  }
  let name: string
  try {
    name = decodeURIComponent((req.originalUrl || req.url).split("?")[0].replace(/^\/static\/?/, ""))
  } catch {
    return notFound(res)
  }
  const extension = path.extname(name).slice(1).toLowerCase()
  if (!SERVED_TYPES[extension] || !name || name.split("/").some((part) => part.startsWith(".") || part.startsWith("private-"))) return notFound(res)
  serve ??= serveStatic(uploadFolder(), {
    index: false,
    dotfiles: "deny",
    fallthrough: true,
    maxAge: "7d",
    setHeaders: (response, file) => {
      for (const [header, value] of Object.entries(STATIC_FILE_HEADERS)) response.setHeader(header, value)
      response.setHeader("Content-Type", SERVED_TYPES[path.extname(file).slice(1).toLowerCase()])
    },
  })
  // serve-static reads the path relative to where the middleware is mounted.
  req.url = "/" + name.split("/").map(encodeURIComponent).join("/")
  serve(req, res, (error?: unknown) => (error ? next(error) : notFound(res)))
}
