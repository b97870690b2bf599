import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import {
  type LimitCheck,
  type LimitedAction,
  type RateLimits,
  clearAttempts,
  countAttempt,
  giveBack,
  isKnownAddress,
  minutesOf,
  rateLimits,
  rememberKnownAddress,
  tooManyAttemptsMessage,
} from "../../lib/accounts/rate-limit"
import type { IncomingMessage } from "node:http"
import ipaddr from "ipaddr.js"
import { clientAddress } from "./client-address"

type Subject = (req: MedusaRequest) => string | null | undefined | Promise<string | null | undefined>

/** One limit of a route and whom it counts; a subject of null leaves the request out of it. */
type Check = {
  limit: keyof RateLimits
  subject: Subject
  /**
   * Past this limit the request still runs, marked as over it (`isOverQuietLimit`), instead of
   * being answered 429: a reset request past the account's allowance is answered as usual, and not sent.
   */
  quiet?: boolean
}

type Options = {
  /** `every` request counts (sign-up, forms), or only those answered with a failure (sign-in). */
  count?: "every" | "failure"
  /** The statuses that count as a failure. */
  failures?: number[]
  /** A limit whose count for its subject starts again after a success (an account from an address, after a sign-in). */
  clearOnSuccess?: keyof RateLimits
  /** Run after a success (2xx): remembering the address an account signed in from. */
  onSuccess?: (req: MedusaRequest) => Promise<void>
}

const OVER_QUIET_LIMIT = Symbol("over-quiet-limit")

/** Whether a request went past a quiet limit of its route (see Check.quiet). */
export function isOverQuietLimit(req: MedusaRequest): boolean {
  return (req as unknown as Record<symbol, boolean>)[OVER_QUIET_LIMIT] === true
}

/**
 * A route's rate limits (docs/api.md, "Conventions"). Each attempt is counted before the route
 * runs, in the order the checks are given, so that attempts sent at once cannot all pass; past a
 * limit the answer is 429 with Retry-After and the route never runs. With `count: "failure"` an
 * attempt that did not fail is given back once answered.
 */
export function rateLimit(action: LimitedAction, checks: Check[], { count = "every", failures = [401], clearOnSuccess, onSuccess }: Options = {}) {
  return async function limitRequests(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    const all = rateLimits()
    const loud: LimitCheck[] = []
    const quiet: LimitCheck[] = []
    for (const check of checks) {
      const subject = await check.subject(req)
      if (subject) (check.quiet ? quiet : loud).push([all[check.limit], subject])
    }
    const { counted, refused } = await countAttempt(loud)
    if (refused) {
      res.setHeader("Retry-After", String(Math.ceil(refused.waitMs / 1000)))
      res.status(429).json({ message: tooManyAttemptsMessage(action, minutesOf(refused.waitMs)) })
      return
    }
    const quietly = await countAttempt(quiet)
    if (quietly.refused) (req as unknown as Record<symbol, boolean>)[OVER_QUIET_LIMIT] = true
    counted.push(...quietly.counted)

    res.on("finish", () => {
      const succeeded = res.statusCode >= 200 && res.statusCode < 300
      const failed = failures.includes(res.statusCode)
      void (async () => {
        if (succeeded && onSuccess) await onSuccess(req)
        if (count === "every" || failed) return
        const cleared = succeeded && clearOnSuccess ? counted.find(([limit]) => limit === all[clearOnSuccess]) : undefined
        if (cleared) await clearAttempts(...cleared)
        await giveBack(counted.filter((check) => check !== cleared))
      })().catch(() => {})
    })
    next()
  }
}

/** The e-mail of a request's body, trimmed and lower-cased (validated or not). */
export function bodyEmail(req: MedusaRequest): string | null {
  const body = (req.validatedBody ?? req.body) as { email?: unknown } | undefined
  const email = body?.email
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null
}

/**
 * The address rate limits count: the client's address, IPv4 as it is (an IPv4-mapped IPv6
 * address as its IPv4), IPv6 by its /64 network, the block one subscriber holds.
 */
export function limitedAddress(req: IncomingMessage): string {
  const address = clientAddress(req)
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === "ipv4") return parsed.toString()
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(":")}::/64`
}

/** The kinds of account that sign in: customers (the shop) and staff (/admin and Medusa's dashboard). */
export type AccountKind = "customer" | "user"

type EmailOf = (req: MedusaRequest) => string | null | Promise<string | null>

/** An account, as the account-wide limits count it: its kind and e-mail. */
const accountOf = async (kind: AccountKind, email: EmailOf, req: MedusaRequest) => {
  const address = await email(req)
  return address ? `${kind}:${address}` : null
}

/** An account from the request's address. */
const withAddress = (account: string, req: MedusaRequest) => `${account}|${limitedAddress(req)}`

/** Subject: the account from the request's address. */
export const accountAndAddressOf = (kind: AccountKind, email: EmailOf) => async (req: MedusaRequest) => {
  const account = await accountOf(kind, email, req)
  return account ? withAddress(account, req) : null
}

/** Subject: the account, unless the request comes from an address it has lately signed in from (then none). */
export const accountUnlessKnownAddress = (kind: AccountKind, email: EmailOf) => async (req: MedusaRequest) => {
  const account = await accountOf(kind, email, req)
  return account && !(await isKnownAddress(withAddress(account, req))) ? account : null
}

/** After a successful sign-in: the request's address is one the account is known to use. */
export const rememberAddressOf = (kind: AccountKind, email: EmailOf) => async (req: MedusaRequest) => {
  const account = await accountOf(kind, email, req)
  if (account) await rememberKnownAddress(withAddress(account, req))
}
