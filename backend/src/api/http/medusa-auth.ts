import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MESSAGES, PASSWORD_RESET_MESSAGES, emailAddress, resetPasswordBodySchema } from "@printshop/contract"
import { findEmailIdentity } from "../../lib/accounts/customers"
import { InvalidResetToken, requestPasswordReset, resetPassword } from "../../workflows/accounts/password-reset"
import { spendHashTime } from "../../lib/accounts/passwords"
import { clientAddress } from "./client-address"
import { bodyEmail, isOverQuietLimit } from "./rate-limit"

/**
 * Medusa's own /auth routes live on the backend's origin (the staff host), never on the public one
 * (docs/decisions.md, "Sessions and the public origin"). These guards keep them from side-stepping
 * the shop's rules there too.
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
 * Medusa's dashboard asks for a staff reset link (`POST /auth/user/emailpass/reset-password`,
 * { identifier }): the shop e-mails a link to the dashboard's reset page, and answers 201 at once
 * whether or not the e-mail belongs to a member of staff.
 */
export function staffPasswordResetRequest(req: MedusaRequest, res: MedusaResponse) {
  const parsed = emailAddress().safeParse((req.body as { identifier?: unknown } | undefined)?.identifier)
  if (parsed.success && !isOverQuietLimit(req)) requestPasswordReset(req.scope, "user", parsed.data, "dashboard")
  res.sendStatus(201)
}

/**
 * The dashboard's reset page sets the new password (`POST /auth/user/emailpass/update`, the
 * link's token as the bearer, { password }): the shop's reset, which uses the token once, holds
 * the password rules and ends every earlier session of that member of staff.
 */
export async function staffPasswordUpdate(req: MedusaRequest, res: MedusaResponse) {
  const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? ""
  const password = resetPasswordBodySchema.safeParse({ token: token || "-", newPassword: bodyPassword(req), confirmPassword: bodyPassword(req) })
  if (!password.success) {
    const message = password.error.issues[0]?.message ?? "Invalid password"
    res.status(400).json({ type: "invalid_data", message })
    return
  }
  try {
    await resetPassword(req.scope, "user", token, password.data.newPassword)
  } catch (error) {
    if (!(error instanceof InvalidResetToken)) throw error
    res.status(401).json({ type: "unauthorized", message: PASSWORD_RESET_MESSAGES.invalidToken })
    return
  }
  res.json({ success: true })
}

/**
 * Medusa's `/auth/token/refresh` makes a new token from a valid one; the new one would live on
 * after its parent is signed out or its password changed. Sessions are not refreshed: a member of
 * staff or a customer signs in again when theirs ends (the dashboard keeps a session cookie).
 */
export function closeTokenRefresh(_req: MedusaRequest, res: MedusaResponse) {
  res.status(404).json({ message: "Tokens are not refreshed: sign in again when the session ends." })
}

/**
 * Writes one line per staff sign-in attempt, whatever answers it (the route, the rate limit, the
 * validation): time, e-mail, address and outcome
 * (docs/decisions.md, "Sessions and the public origin"). Goes first on the sign-in routes.
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
