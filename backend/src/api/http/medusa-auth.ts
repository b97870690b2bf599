import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { findEmailIdentity } from "../../lib/accounts/customers"
import { spendHashTime } from "../../lib/accounts/passwords"
import { clientAddress } from "../../lib/http/client-address"
import { type LimitCheck, rateLimits, recordAttempt } from "../../lib/accounts/rate-limit"
import { refusedByRateLimit } from "./guards"

/**
 * Medusa's own /auth routes live on the backend's origin (the staff host), never on the public
 * one (DESIGN §4). These guards keep them from side-stepping the shop's rules there too.
 */

function bodyEmail(req: MedusaRequest): string | null {
  const email = (req.body as { email?: unknown } | undefined)?.email
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null
}

function bodyPassword(req: MedusaRequest): string {
  const password = (req.body as { password?: unknown } | undefined)?.password
  return typeof password === "string" ? password : ""
}

/**
 * Customers sign up, sign in and change passwords through the shop's /api, which enforces the
 * password rules, rate limits and revocable tokens. Medusa's customer auth routes are closed.
 */
export function closeCustomerAuthRoutes(_req: MedusaRequest, res: MedusaResponse) {
  res.status(404).json({ message: "Customers sign up and sign in through the shop: POST /api/register and POST /api/login." })
}

/**
 * Password reset by e-mail needs a mail provider, which the shop does not configure: the route
 * would answer success and send nothing. Staff passwords are reset on the server instead.
 */
export function closePasswordReset(_req: MedusaRequest, res: MedusaResponse) {
  res.status(404).json({
    message: "Password reset by e-mail is not available. A member of staff resets passwords on the server: npm run staff:password -- <email>.",
  })
}

/** Writes one line per staff sign-in attempt: time, e-mail, address and outcome (DESIGN §4). */
export function logStaffSignIn(req: MedusaRequest, email: string | null, outcome: "granted" | "denied" | "limited" | "invalid") {
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  logger.info(
    `staff sign-in ${JSON.stringify({ time: new Date().toISOString(), email: email ?? "", address: clientAddress(req), outcome, route: req.path })}`
  )
}

/**
 * Medusa's staff sign-in (`POST /auth/user/emailpass`, used by its dashboard): the shop's
 * sign-in limits, an answer that takes as long for an unknown e-mail as for a wrong password,
 * and a log line for every attempt.
 */
export async function guardStaffSignIn(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const limits = rateLimits()
  const email = bodyEmail(req)
  const checks: LimitCheck[] = [[limits.loginPerAddress, clientAddress(req)]]
  if (email) checks.push([limits.loginPerEmail, email])
  if (await refusedByRateLimit(res, checks, "sign-in")) {
    logStaffSignIn(req, email, "limited")
    return
  }
  res.on("finish", () => {
    if (res.statusCode === 401) void recordAttempt(checks).catch(() => {})
    logStaffSignIn(req, email, res.statusCode === 200 ? "granted" : "denied")
  })
  if (email && !(await findEmailIdentity(req.scope, email))) {
    await spendHashTime(bodyPassword(req))
    res.status(401).json({ type: "unauthorized", message: "Invalid email or password" })
    return
  }
  next()
}

/**
 * Medusa's staff registration (`POST /auth/user/emailpass/register`) is the first half of
 * accepting an invitation in its dashboard. It is only open for an e-mail with a pending
 * invitation, and counts against the sign-up limit of the address.
 */
export async function guardStaffRegistration(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const checks: LimitCheck[] = [[rateLimits().registerPerAddress, clientAddress(req)]]
  if (await refusedByRateLimit(res, checks, "sign-up")) return
  await recordAttempt(checks)
  const email = bodyEmail(req)
  const invites = email ? await req.scope.resolve(Modules.USER).listInvites({ email }) : []
  const pending = invites.some((invite) => !invite.accepted && new Date(invite.expires_at).getTime() > Date.now())
  if (!pending) {
    res.status(403).json({ message: "Staff accounts are created by invitation only." })
    return
  }
  next()
}
