import {
  authenticate,
  defineMiddlewares,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { bearerToken, isTokenRevoked } from "../lib/accounts/tokens"

/** Customer routes take the bearer token the storefront keeps (SPEC §6), not cookies. */
const customerOnly = authenticate("customer", ["bearer"])

/** Refuses tokens that were signed out (POST /api/logout) before they expired. */
async function rejectRevokedTokens(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const token = bearerToken(req.headers.authorization)
  if (token && (await isTokenRevoked(req.scope, token))) {
    res.status(401).json({ message: "Your session has ended. Please sign in again." })
    return
  }
  next()
}

export default defineMiddlewares({
  routes: [
    {
      matcher: "/api/products/:id/reviews",
      method: ["POST"],
      middlewares: [authenticate("customer", ["bearer", "session"]), rejectRevokedTokens],
    },
    { matcher: "/api/auth/user", middlewares: [customerOnly, rejectRevokedTokens] },
    { matcher: "/api/user/*", middlewares: [customerOnly, rejectRevokedTokens] },
    { matcher: "/api/orders", method: ["POST"], middlewares: [customerOnly, rejectRevokedTokens] },
    {
      matcher: "/api/logout",
      method: ["POST"],
      middlewares: [authenticate("customer", ["bearer"], { allowUnauthenticated: true })],
    },
  ],
})
