import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

/** The origins a cookie-authenticated write may come from: the staff host (Medusa's dashboard). */
function staffOrigins(): Set<string> {
  const backendUrl = process.env.MEDUSA_BACKEND_URL || `http://localhost:${process.env.PORT || 9000}`
  const extra = (process.env.ADMIN_CORS ?? "").split(",").map((origin) => origin.trim()).filter(Boolean)
  return new Set([backendUrl, ...extra].map((url) => {
    try {
      return new URL(url).origin
    } catch {
      return url
    }
  }))
}

/**
 * A write that a browser makes with the backend's session cookie is refused when another site
 * asked for it (docs/decisions.md, "Sessions and the public origin"): the browser's
 * `Sec-Fetch-Site` must say same-origin (or a typed address), or, from a browser that does not send
 * it, `Origin` must be the staff host. SameSite=Lax alone lets a page on another port or subdomain
 * of the same site through. Requests without the cookie (bearer tokens, API keys, scripts) are not
 * a browser's ambient authority and pass.
 */
export function refuseCrossSiteCookieWrites(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (SAFE_METHODS.has(req.method) || !req.headers.cookie) return next()
  const site = req.headers["sec-fetch-site"]
  const origin = req.headers.origin
  const sameOrigin = typeof site === "string" ? site === "same-origin" || site === "none" : !origin || staffOrigins().has(origin)
  if (sameOrigin) return next()
  res.status(403).json({ type: "not_allowed", message: "A request from another site cannot change anything here." })
}
