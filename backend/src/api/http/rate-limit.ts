import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type LimitCheck, type RateLimits, clearAttempts, exhaustedFor, rateLimits, recordAttempt, tooManyAttemptsMessage } from "../../lib/accounts/rate-limit"

type Subject = (req: MedusaRequest) => string | null | undefined | Promise<string | null | undefined>

type Options = {
  /** `every` request counts (sign-up, forms), or only those answered with a failure (sign-in). */
  count?: "every" | "failure"
  /** The statuses that count as a failure. */
  failures?: number[]
  /** A limit whose count for its subject starts again after a success (the e-mail after a sign-in). */
  clearOnSuccess?: keyof RateLimits
}

/**
 * One rate limit for a route (docs/api.md, "Conventions"): the limits named, each counting a
 * subject (an address, an e-mail, a customer). Past any of them the answer is 429 with Retry-After;
 * the route never runs.
 */
export function rateLimit(
  action: Parameters<typeof tooManyAttemptsMessage>[0],
  limits: Array<[keyof RateLimits, Subject]>,
  { count = "every", failures = [401], clearOnSuccess }: Options = {}
) {
  return async function limitRequests(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    const all = rateLimits()
    const checks: LimitCheck[] = []
    for (const [name, subject] of limits) {
      const value = await subject(req)
      if (value) checks.push([all[name], value])
    }
    const wait = await exhaustedFor(checks)
    if (wait !== null) {
      res.setHeader("Retry-After", String(wait * 60))
      res.status(429).json({ message: tooManyAttemptsMessage(action, wait) })
      return
    }
    if (count === "every") {
      await recordAttempt(checks)
    } else {
      res.on("finish", () => {
        if (failures.includes(res.statusCode)) void recordAttempt(checks).catch(() => {})
        else if (clearOnSuccess && res.statusCode < 300) {
          const check = checks.find(([limit]) => limit === all[clearOnSuccess])
          if (check) void clearAttempts(check[0], check[1]).catch(() => {})
        }
      })
    }
    next()
  }
}

/** The e-mail of a request's body, trimmed and lower-cased (validated or not). */
export function bodyEmail(req: MedusaRequest): string | null {
  const body = (req.validatedBody ?? req.body) as { email?: unknown } | undefined
  const email = body?.email
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null
}
