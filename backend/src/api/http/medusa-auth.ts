import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MESSAGES } from "@printshop/contract"
import { findEmailIdentity } from "../../lib/accounts/customers"
import { spendHashTime } from "../../lib/accounts/passwords"
import { clientAddress } from "../../lib/http/client-address"
import { bodyEmail } from "./rate-limit"

/**
 * Medusa's own /auth routes live on the backend's origin (the staff host), never on the public
 * one (DESIGN §4). These guards keep them from side-stepping the shop's rules there too.
 */

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

/**
 * Writes one line per staff sign-in attempt, whatever answers it (the route, the rate limit, the
 * validation): time, e-mail, address and outcome (DESIGN §4). Goes first on the sign-in routes.
 */
export function logStaffSignIns(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  res.on("finish", () => {
    const outcome =
      res.statusCode === 200 ? "granted" : res.statusCode === 429 ? "limited" : res.statusCode === 400 ? "invalid" : "denied"
    const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
    logger.info(
      `staff sign-in ${JSON.stringify({ time: new Date().toISOString(), email: bodyEmail(req) ?? "", address: clientAddress(req), outcome, route: req.originalUrl.split("?")[0] })}`
    )
  })
  next()
}

/**
 * Medusa's staff sign-in (`POST /auth/user/emailpass`, used by its dashboard) answers an unknown
 * e-mail after as long as a wrong password takes, so the timing does not tell who has an account.
 */
export async function guardStaffSignIn(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = bodyEmail(req)
  if (email && !(await findEmailIdentity(req.scope, email))) {
    await spendHashTime(bodyPassword(req))
    res.status(401).json({ type: "unauthorized", message: ACCOUNT_MESSAGES.invalidCredentials })
    return
  }
  next()
}

/**
 * Medusa's staff registration (`POST /auth/user/emailpass/register`) is the first half of
 * accepting an invitation in its dashboard. It is only open for an e-mail with a pending
 * invitation.
 */
export async function guardStaffRegistration(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = bodyEmail(req)
  const invites = email ? await req.scope.resolve(Modules.USER).listInvites({ email }) : []
  const pending = invites.some((invite) => !invite.accepted && new Date(invite.expires_at).getTime() > Date.now())
  if (!pending) {
    res.status(403).json({ message: "Staff accounts are created by invitation only." })
    return
  }
  next()
}
