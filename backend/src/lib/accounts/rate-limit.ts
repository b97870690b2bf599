import { Redis } from "ioredis"
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible"

/**
 * The shop's rate limits (docs/api.md, "Conventions"; docs/operations.md, "Security"), counted by
 * rate-limiter-flexible: in Redis when REDIS_URL is set, so every server process shares them,
 * otherwise in this process. An attempt is counted before it is judged (increment first, then
 * decide), so attempts sent at the same moment cannot all see a count of 0.
 */

export interface RateLimit {
  /** e.g. "login-account-ip" */
  name: string
  max: number
  windowMs: number
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? "", 10)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

const MINUTE = 60_000

/** The limits, overridable from the environment (read on every request, so a test can change them). */
export function rateLimits() {
  const env = process.env
  return {
    /** Failed sign-ins of one account from one address: what keeps a guesser out without keeping the owner out. */
    loginPerAccountAndAddress: { name: "login-account-ip", max: positiveInt(env.RATE_LIMIT_LOGIN_PER_EMAIL_AND_IP, 10), windowMs: 15 * MINUTE },
    loginPerAddress: { name: "login-ip", max: positiveInt(env.RATE_LIMIT_LOGIN_PER_IP, 100), windowMs: 15 * MINUTE },
    /** Failed sign-ins of one account from addresses it has not signed in from: guesses spread over many addresses. */
    loginPerAccount: { name: "login-account", max: positiveInt(env.RATE_LIMIT_LOGIN_PER_EMAIL, 50), windowMs: 60 * MINUTE },
    registerPerEmail: { name: "register-email", max: positiveInt(env.RATE_LIMIT_REGISTER_PER_EMAIL, 5), windowMs: 60 * MINUTE },
    registerPerAddress: { name: "register-ip", max: positiveInt(env.RATE_LIMIT_REGISTER_PER_IP, 100), windowMs: 60 * MINUTE },
    trackPerAddress: { name: "track-ip", max: positiveInt(env.RATE_LIMIT_TRACK_PER_IP, 60), windowMs: 15 * MINUTE },
    promoChecksPerAddress: { name: "promo-ip", max: positiveInt(env.RATE_LIMIT_PROMO_CHECKS_PER_IP, 120), windowMs: 15 * MINUTE },
    inquiriesPerAddress: { name: "inquiry-ip", max: positiveInt(env.RATE_LIMIT_INQUIRIES_PER_IP, 30), windowMs: 15 * MINUTE },
    reviewsPerCustomer: { name: "review-customer", max: positiveInt(env.RATE_LIMIT_REVIEWS_PER_CUSTOMER, 10), windowMs: 60 * MINUTE },
    checkoutsPerCustomer: { name: "checkout-customer", max: positiveInt(env.RATE_LIMIT_CHECKOUTS_PER_CUSTOMER, 300), windowMs: 60 * MINUTE },
    checkoutsPerAddress: { name: "checkout-ip", max: positiveInt(env.RATE_LIMIT_CHECKOUTS_PER_IP, 600), windowMs: 60 * MINUTE },
    /** Reset links asked for one account from one address. */
    passwordResetsPerAccountAndAddress: { name: "reset-account-ip", max: positiveInt(env.RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL_AND_IP, 5), windowMs: 60 * MINUTE },
    passwordResetsPerAddress: { name: "reset-ip", max: positiveInt(env.RATE_LIMIT_PASSWORD_RESETS_PER_IP, 30), windowMs: 15 * MINUTE },
    /** Reset links e-mailed to one account at the request of addresses it has not signed in from. */
    passwordResetsPerAccount: { name: "reset-account", max: positiveInt(env.RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL, 10), windowMs: 60 * MINUTE },
    emailChangesPerCustomer: { name: "email-change-customer", max: positiveInt(env.RATE_LIMIT_EMAIL_CHANGES_PER_CUSTOMER, 5), windowMs: 60 * MINUTE },
    shareImagesPerAddress: { name: "share-image-ip", max: positiveInt(env.RATE_LIMIT_SHARE_IMAGES_PER_IP, 120), windowMs: 15 * MINUTE },
    /** Webhooks (payment providers, plugins) from one address: a provider sends bursts, never thousands a minute. */
    webhooksPerAddress: { name: "webhook-ip", max: positiveInt(env.RATE_LIMIT_WEBHOOKS_PER_IP, 600), windowMs: MINUTE },
    /** A search without results counts for staff's list once per visitor and term a day ... */
    searchTermPerVisitor: { name: "search-term-ip", max: 1, windowMs: 24 * 60 * MINUTE },
    /** ... and for at most this many terms of one visitor a day, so no one visitor fills the list. */
    searchTermsPerVisitor: { name: "search-terms-ip", max: positiveInt(env.RATE_LIMIT_SEARCH_TERMS_PER_IP, 20), windowMs: 24 * 60 * MINUTE },
  } satisfies Record<string, RateLimit>
}

export type RateLimits = ReturnType<typeof rateLimits>

/** A limit and whom it counts (an address, an account, a customer). */
export type LimitCheck = [RateLimit, string]

let redis: Redis | null | undefined

/** The Redis connection the limits share, or null without REDIS_URL. */
function sharedRedis(): Redis | null {
  if (redis !== undefined) return redis
  const url = process.env.REDIS_URL
  redis = url ? new Redis(url, { maxRetriesPerRequest: 2 }) : null
  // ioredis reconnects by itself; a failed call surfaces in the request that made it.
  redis?.on("error", () => {})
  return redis
}

/**
 * Where a limit's counters live: `REDIS_PREFIX` keeps several shops apart in one Redis, and
 * RATE_LIMIT_NAMESPACE each test run's counters.
 */
function keyPrefix(name: string) {
  const namespace = process.env.RATE_LIMIT_NAMESPACE ? `${process.env.RATE_LIMIT_NAMESPACE}:` : ""
  return `${process.env.REDIS_PREFIX || "printshop"}:rate:${namespace}${name}`
}

/**
 * One limiter per limit as configured now. In Redis a limit whose maximum changes keeps its
 * counters (they are keyed by name); in memory it starts a fresh count.
 */
const limiters = new Map<string, RateLimiterAbstract>()

function limiterOf({ name, max, windowMs }: RateLimit): RateLimiterAbstract {
  const prefix = keyPrefix(name)
  const id = `${prefix}/${max}/${windowMs}`
  let limiter = limiters.get(id)
  if (!limiter) {
    const options = { keyPrefix: prefix, points: max, duration: Math.ceil(windowMs / 1000) }
    const client = sharedRedis()
    limiter = client ? new RateLimiterRedis({ ...options, storeClient: client }) : new RateLimiterMemory(options)
    limiters.set(id, limiter)
  }
  return limiter
}

/** What counting an attempt against some limits decided. */
export type Counted = {
  /** The checks that counted the attempt and had room: what giving it back undoes. */
  counted: LimitCheck[]
  /** The first limit that had no room left, and how long until it has (ms); null when every one had room. */
  refused: { limit: RateLimit; waitMs: number } | null
}

/**
 * Counts one attempt against each check in turn and stops at the first that is past its maximum:
 * the attempt is then not counted against the checks after it (a guesser refused for one address
 * does not use up the account's allowance), and those before it are given back.
 */
export async function countAttempt(checks: LimitCheck[]): Promise<Counted> {
  const counted: LimitCheck[] = []
  for (const check of checks) {
    const [limit, subject] = check
    try {
      await limiterOf(limit).consume(subject)
      counted.push(check)
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error
      await giveBack(counted)
      return { counted: [], refused: { limit, waitMs: error.msBeforeNext } }
    }
  }
  return { counted, refused: null }
}

/** Takes back one counted attempt from each check (an attempt that turned out not to count). */
export async function giveBack(checks: LimitCheck[]): Promise<void> {
  await Promise.all(checks.map(([limit, subject]) => limiterOf(limit).reward(subject)))
}

export async function clearAttempts(limit: RateLimit, subject: string): Promise<void> {
  await limiterOf(limit).delete(subject)
}

/** Whole minutes until a refused limit has room again (at least 1). */
export const minutesOf = (waitMs: number) => Math.max(1, Math.ceil(waitMs / MINUTE))

/**
 * Addresses an account has signed in from lately. The account-wide limits do not count them: a
 * stranger elsewhere cannot use up the owner's allowance (docs/operations.md, "Security").
 * Kept for 14 days from the last sign-in (in memory, a timer longer than 24 days would not wait).
 */
const KNOWN_ADDRESS_DAYS = 14
const knownAddresses: RateLimit = { name: "known-address", max: 1, windowMs: KNOWN_ADDRESS_DAYS * 24 * 60 * MINUTE }

export async function rememberKnownAddress(accountAndAddress: string): Promise<void> {
  await limiterOf(knownAddresses).set(accountAndAddress, 1, knownAddresses.windowMs / 1000)
}

export async function isKnownAddress(accountAndAddress: string): Promise<boolean> {
  return (await limiterOf(knownAddresses).get(accountAndAddress)) !== null
}

export type LimitedAction = "sign-in" | "sign-up" | "tracking" | "form" | "review" | "checkout" | "email-change" | "password-reset" | "promo-code" | "share-image" | "webhook"

export function tooManyAttemptsMessage(action: LimitedAction, minutes: number): string {
  const wait = `${minutes} minute${minutes === 1 ? "" : "s"}`
  if (action === "password-reset") return `Too many password reset requests. Please wait ${wait} and try again.`
  if (action === "email-change") return `Too many e-mail changes. Please wait ${wait} and try again.`
  if (action === "form") return `Too many messages sent. Please wait ${wait} and try again.`
  if (action === "promo-code") return `Too many promo codes tried. Please wait ${wait} and try again.`
  if (action === "review") return `Too many reviews sent. Please wait ${wait} and try again.`
  if (action === "share-image") return `Too many pictures asked for. Please wait ${wait} and try again.`
  if (action === "webhook") return `Too many webhook deliveries. Please wait ${wait} and try again.`
  return `Too many ${action} attempts. Please wait ${wait} and try again.`
}
