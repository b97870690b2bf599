import fs from "node:fs"
import path from "node:path"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

/**
 * The shop's /api route patterns, read once from the route files beside this one (src/api/api in
 * development, the same tree in the build), with [param] folders matching one path segment.
 */
function shopRoutePatterns(): RegExp[] {
  const root = path.join(__dirname, "api")
  const patterns: RegExp[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), [...segments, entry.name])
      } else if (/^route\.(ts|js)$/.test(entry.name)) {
        const source = segments
          .map((segment) => (/^\[\w+\]$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
          .join("/")
        patterns.push(new RegExp(`^/api${source ? `/${source}` : ""}/?$`))
      }
    }
  }
  if (fs.existsSync(root)) walk(root, [])
  return patterns
}

let patterns: RegExp[] | null = null

/**
 * Answers 404 in JSON for /api paths that no route serves (instead of Express's HTML page), so
 * clients of the shop API always get `{ message }`.
 */
export function answerUnknownApiRoutes(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  patterns ??= shopRoutePatterns()
  // req.path is relative to where the middleware is mounted; the original URL is the whole path.
  const pathname = (req.originalUrl || req.url).split("?")[0]
  if (patterns.length === 0 || patterns.some((pattern) => pattern.test(pathname))) return next()
  res.status(404).json({ message: `There is no API route ${req.method} ${pathname}.` })
}
