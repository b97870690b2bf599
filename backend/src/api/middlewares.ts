import {
  authenticate,
  defineMiddlewares,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { hidePoweredBy, refuseControlCharacters, shopErrorHandler } from "./http/errors"
import {
  closeCustomerAuthRoutes,
  closePasswordReset,
  guardStaffRegistration,
  guardStaffSignIn,
} from "./http/medusa-auth"
import { refuseEndedSessions, rememberSessionToken, revokeSessionToken } from "./http/sessions"
import { answerUnknownApiRoutes } from "./http/unknown-api-routes"

/** Customer routes take the bearer token the storefront keeps (SPEC §6), not cookies. */
const customerOnly = [authenticate("customer", ["bearer"]), refuseEndedSessions]

/** The shop's staff routes that need no staff session (signing in and out). */
const OPEN_STAFF_ROUTES = new Set(["/api/admin/login", "/api/admin/logout"])
const authenticateStaff = authenticate("user", ["bearer"])

/** Every other /api/admin route: a Medusa user's token that has not been revoked. */
function staffOnly(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const pathname = (req.originalUrl || req.url).split("?")[0].replace(/\/$/, "")
  if (OPEN_STAFF_ROUTES.has(pathname)) return next()
  return authenticateStaff(req, res, (error?: unknown) => {
    if (error) return next(error)
    void refuseEndedSessions(req, res, next).catch(next)
  })
}

export default defineMiddlewares({
  errorHandler: shopErrorHandler(),
  routes: [
    { matcher: "/*", middlewares: [hidePoweredBy] },
    { matcher: "/api/*", middlewares: [answerUnknownApiRoutes, refuseControlCharacters] },
    { matcher: "/api/admin/*", middlewares: [staffOnly] },

    // Medusa's own routes (the backend origin): revoked tokens and sessions are refused there too.
    { matcher: "/store/*", middlewares: [refuseEndedSessions] },
    { matcher: "/admin/*", middlewares: [refuseEndedSessions] },
    { matcher: "/auth/token/refresh", method: ["POST"], middlewares: [refuseEndedSessions] },
    { matcher: "/auth/session", method: ["POST"], middlewares: [refuseEndedSessions, rememberSessionToken] },
    { matcher: "/auth/session", method: ["DELETE"], middlewares: [revokeSessionToken] },
    { matcher: "/auth/customer/*", middlewares: [closeCustomerAuthRoutes] },
    { matcher: "/auth/user/emailpass", method: ["POST"], middlewares: [guardStaffSignIn] },
    { matcher: "/auth/user/emailpass/register", method: ["POST"], middlewares: [guardStaffRegistration] },
    { matcher: "/auth/user/emailpass/reset-password", middlewares: [closePasswordReset] },
    { matcher: "/auth/user/emailpass/update", middlewares: [closePasswordReset] },

    // The shop's customer routes.
    { matcher: "/api/products/:id/reviews", method: ["POST"], middlewares: customerOnly },
    { matcher: "/api/auth/user", middlewares: customerOnly },
    { matcher: "/api/user/*", middlewares: customerOnly },
    { matcher: "/api/orders", method: ["POST"], middlewares: customerOnly },
    {
      matcher: "/api/inquiries",
      method: ["POST"],
      middlewares: [authenticate("customer", ["bearer"], { allowUnauthenticated: true }), refuseEndedSessions],
    },
  ],
})
