import fs from "node:fs"
import path from "node:path"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ConfigModule } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getResolvedPlugins } from "@medusajs/framework/utils"

type ShopRoute = { pattern: RegExp; methods: Set<string> }

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const
/** `export async function POST` in the sources, `exports.POST =` in the build. */
const EXPORTED_METHOD = new RegExp(
  `\\bexport\\s+(?:async\\s+)?(?:function|const)\\s+(${METHODS.join("|")})\\b|\\bexports\\.(${METHODS.join("|")})\\s*=`,
  "g"
)

/**
 * The /api routes and their methods in one tree of route files (an `api/api` folder), with
 * [param] folders matching one path segment.
 */
function routesUnder(root: string): ShopRoute[] {
  const routes: ShopRoute[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), [...segments, entry.name])
      } else if (/^route\.(ts|js|mjs|cjs)$/.test(entry.name)) {
        const source = segments
          .map((segment) => (/^\[\w+\]$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
          .join("/")
        const methods = new Set<string>()
        for (const match of fs.readFileSync(path.join(dir, entry.name), "utf8").matchAll(EXPORTED_METHOD)) {
          methods.add(match[1] ?? match[2])
        }
        if (methods.has("GET")) methods.add("HEAD")
        routes.push({ pattern: new RegExp(`^/api${source ? `/${source}` : ""}/?$`), methods })
      }
    }
  }
  if (fs.existsSync(root)) walk(root, [])
  return routes
}

/**
 * The shop's /api routes (src/api/api in development, the same tree in the build) and those of
 * every Medusa plugin in medusa-config.ts (each plugin's built `.medusa/server/src/api/api`), read
 * once: a plugin's route is served, never answered 404 here.
 */
async function knownRoutes(config: ConfigModule): Promise<ShopRoute[]> {
  const plugins = await getResolvedPlugins(process.cwd(), config)
  const roots = [path.join(__dirname, "..", "api"), ...plugins.map((plugin) => path.join(plugin.resolve, "api", "api"))]
  return roots.flatMap(routesUnder)
}

let routes: Promise<ShopRoute[]> | null = null

/**
 * Answers in JSON for /api paths that no route serves (404) and for a method a route does not
 * offer (405 with Allow), instead of Express's HTML page: clients of the shop API always get
 * `{ message }`.
 */
export async function answerUnknownApiRoutes(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const reading = (routes ??= knownRoutes(req.scope.resolve<ConfigModule>(ContainerRegistrationKeys.CONFIG_MODULE)))
  let known: ShopRoute[]
  try {
    known = await reading
  } catch (error) {
    // Express does not catch a rejected middleware: the error goes on to Medusa's handler, and the
    // next request reads the route files again.
    if (routes === reading) routes = null
    return next(error)
  }
  // req.path is relative to where the middleware is mounted; the original URL is the whole path.
  const pathname = (req.originalUrl || req.url).split("?")[0]
  if (known.length === 0 || req.method === "OPTIONS") return next()
  const matching = known.filter((route) => route.pattern.test(pathname))
  if (!matching.length) {
    res.status(404).json({ message: `There is no API route ${req.method} ${pathname}.` })
    return
  }
  const allowed = new Set(matching.flatMap((route) => [...route.methods]))
  if (allowed.has(req.method)) return next()
  const list = [...allowed].filter((method) => method !== "HEAD")
  res.setHeader("Allow", [...allowed].join(", "))
  res.status(405).json({ message: `${req.method} is not allowed on ${pathname}. Allowed: ${list.join(", ")}.` })
}
