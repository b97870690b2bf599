import {
  type AuthenticatedMedusaRequest,
  authenticate,
  defineMiddlewares,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { bearerToken, isTokenRevoked } from "../lib/accounts/tokens"
import { limitMedusaRegistration, limitMedusaSignIn } from "./medusa-auth-limits"
import { answerUnknownApiRoutes } from "./unknown-api-routes"

/** Customer routes take the bearer token the storefront keeps (SPEC §6), not cookies. */
const customerOnly = authenticate("customer", ["bearer"])

/** Refuses tokens that were signed out (POST /api/logout) or issued before the last password change. */
async function rejectRevokedTokens(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const token = bearerToken(req.headers.authorization)
  // Runs after authenticate(), which verified the token and set auth_context.
  const customerId = (req as Partial<AuthenticatedMedusaRequest>).auth_context?.actor_id
  if (token && (await isTokenRevoked(req.scope, token, customerId))) {
    res.status(401).json({ message: "Your session has ended. Please sign in again." })
    return
  }
  next()
}

export default defineMiddlewares({
  routes: [
    { matcher: "/api/*", middlewares: [answerUnknownApiRoutes] },
    { matcher: "/auth/customer/emailpass", method: ["POST"], middlewares: [limitMedusaSignIn] },
    { matcher: "/auth/user/emailpass", method: ["POST"], middlewares: [limitMedusaSignIn] },
    { matcher: "/auth/customer/emailpass/register", method: ["POST"], middlewares: [limitMedusaRegistration] },
    {
      matcher: "/api/products/:id/reviews",
      method: ["POST"],
      middlewares: [authenticate("customer", ["bearer", "session"]), rejectRevokedTokens],
    },
    { matcher: "/api/auth/user", middlewares: [customerOnly, rejectRevokedTokens] },
    { matcher: "/api/user/*", middlewares: [customerOnly, rejectRevokedTokens] },
    { matcher: "/api/orders", method: ["POST"], middlewares: [customerOnly, rejectRevokedTokens] },
    {
      matcher: "/api/inquiries",
      method: ["POST"],
      middlewares: [authenticate("customer", ["bearer"], { allowUnauthenticated: true })],
    },
    {
      matcher: "/api/logout",
      method: ["POST"],
      middlewares: [authenticate("customer", ["bearer"], { allowUnauthenticated: true })],
    },
  ],
})
