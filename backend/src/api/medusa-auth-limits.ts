import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { clientAddress } from "../lib/accounts/client-address"
import { type LimitCheck, rateLimits, recordAttempt } from "../lib/accounts/rate-limit"
import { refusedByRateLimit } from "./guards"

function bodyEmail(req: MedusaRequest): string | null {
  const email = (req.body as { email?: unknown } | undefined)?.email
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null
}

/**
 * Medusa's own e-mail/password sign-in (`POST /auth/{customer,user}/emailpass`) counts against
 * the same limits as `POST /api/login`: failed attempts per address and per e-mail. Without this
 * the limits of the shop's route could be side-stepped.
 */
export async function limitMedusaSignIn(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const limits = rateLimits()
  const email = bodyEmail(req)
  const checks: LimitCheck[] = [[limits.loginPerAddress, clientAddress(req)]]
  if (email) checks.push([limits.loginPerEmail, email])
  if (await refusedByRateLimit(res, checks, "sign-in")) return
  res.on("finish", () => {
    if (res.statusCode === 401) void recordAttempt(checks).catch(() => {})
  })
  next()
}

/** Medusa's own registration (`POST /auth/customer/emailpass/register`): the sign-up limits. */
export async function limitMedusaRegistration(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const limits = rateLimits()
  const email = bodyEmail(req)
  const checks: LimitCheck[] = [[limits.registerPerAddress, clientAddress(req)]]
  if (email) checks.push([limits.registerPerEmail, email])
  if (await refusedByRateLimit(res, checks, "sign-up")) return
  await recordAttempt(checks)
  next()
}
