import { Redis } from "ioredis"

/**
 * Counters per key in fixed windows, for rate limiting sign-in and sign-up
 * (docs/api.md, "Conventions"). With REDIS_URL the counters live in Redis, so every server process
 * of the shop shares them; otherwise they live in this process (one machine, one process).
 */
export interface CounterStore {
  /** Adds one to the key's counter and answers the new count and when the window ends. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>
  /** The key's current count (0 when none) and when its window ends. */
  peek(key: string): Promise<{ count: number; resetAt: number }>
  reset(key: string): Promise<void>
}

class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>()

  private live(key: string, now = Date.now()) {
    const entry = this.counters.get(key)
    if (entry && entry.resetAt > now) return entry
    if (entry) this.counters.delete(key)
    return null
  }

  private sweep(now: number) {
    if (this.counters.size < 10_000) return
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key)
  }

  async increment(key: string, windowMs: number) {
    const now = Date.now()
    this.sweep(now)
    const entry = this.live(key, now) ?? { count: 0, resetAt: now + windowMs }
    entry.count += 1
    this.counters.set(key, entry)
    return { ...entry }
  }

  async peek(key: string) {
    const entry = this.live(key)
    return entry ? { ...entry } : { count: 0, resetAt: Date.now() }
  }

  async reset(key: string) {
    this.counters.delete(key)
  }
}

class RedisCounterStore implements CounterStore {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, windowMs: number) {
    const results = await this.redis.multi().incr(key).pexpire(key, windowMs, "NX").pttl(key).exec()
    const count = Number(results?.[0]?.[1] ?? 1)
    const ttl = Number(results?.[2]?.[1] ?? windowMs)
    return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) }
  }

  async peek(key: string) {
    const results = await this.redis.multi().get(key).pttl(key).exec()
    const count = Number(results?.[0]?.[1] ?? 0) || 0
    const ttl = Number(results?.[1]?.[1] ?? 0)
    return { count, resetAt: Date.now() + (ttl > 0 ? ttl : 0) }
  }

  async reset(key: string) {
    await this.redis.del(key)
  }
}

let store: CounterStore | null = null

export function counterStore(): CounterStore {
  if (store) return store
  const url = process.env.REDIS_URL
  if (url) {
    // RATE_LIMIT_NAMESPACE keeps separate counters in a shared Redis (each test run gets its own).
    const namespace = process.env.RATE_LIMIT_NAMESPACE ? `${process.env.RATE_LIMIT_NAMESPACE}:` : ""
    const redis = new Redis(url, { maxRetriesPerRequest: 2, keyPrefix: `${process.env.REDIS_PREFIX || "printshop"}:rate:${namespace}` })
    redis.on("error", () => {
      // ioredis reconnects by itself; a failed call surfaces in the request that made it
    })
    store = new RedisCounterStore(redis)
  } else {
    store = new MemoryCounterStore()
  }
  return store
}

export interface RateLimit {
  /** e.g. "login-email" */
  name: string
  max: number
  windowMs: number
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? "", 10)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

const MINUTE = 60_000

/**
 * The limits, overridable from the environment. Login counts failed attempts only (a success
 * clears the e-mail's counter); sign-up counts every attempt.
 */
export function rateLimits() {
  return {
    loginPerEmail: { name: "login-email", max: positiveInt(process.env.RATE_LIMIT_LOGIN_PER_EMAIL, 10), windowMs: 15 * MINUTE },
    loginPerAddress: { name: "login-ip", max: positiveInt(process.env.RATE_LIMIT_LOGIN_PER_IP, 100), windowMs: 15 * MINUTE },
    registerPerEmail: { name: "register-email", max: positiveInt(process.env.RATE_LIMIT_REGISTER_PER_EMAIL, 5), windowMs: 60 * MINUTE },
    registerPerAddress: { name: "register-ip", max: positiveInt(process.env.RATE_LIMIT_REGISTER_PER_IP, 100), windowMs: 60 * MINUTE },
    trackPerAddress: { name: "track-ip", max: positiveInt(process.env.RATE_LIMIT_TRACK_PER_IP, 60), windowMs: 15 * MINUTE },
    promoChecksPerAddress: { name: "promo-ip", max: positiveInt(process.env.RATE_LIMIT_PROMO_CHECKS_PER_IP, 120), windowMs: 15 * MINUTE },
    inquiriesPerAddress: { name: "inquiry-ip", max: positiveInt(process.env.RATE_LIMIT_INQUIRIES_PER_IP, 30), windowMs: 15 * MINUTE },
    reviewsPerCustomer: { name: "review-customer", max: positiveInt(process.env.RATE_LIMIT_REVIEWS_PER_CUSTOMER, 10), windowMs: 60 * MINUTE },
    checkoutsPerCustomer: { name: "checkout-customer", max: positiveInt(process.env.RATE_LIMIT_CHECKOUTS_PER_CUSTOMER, 300), windowMs: 60 * MINUTE },
    checkoutsPerAddress: { name: "checkout-ip", max: positiveInt(process.env.RATE_LIMIT_CHECKOUTS_PER_IP, 600), windowMs: 60 * MINUTE },
    passwordResetsPerEmail: { name: "reset-email", max: positiveInt(process.env.RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL, 5), windowMs: 60 * MINUTE },
    passwordResetsPerAddress: { name: "reset-ip", max: positiveInt(process.env.RATE_LIMIT_PASSWORD_RESETS_PER_IP, 30), windowMs: 15 * MINUTE },
    emailChangesPerCustomer: { name: "email-change-customer", max: positiveInt(process.env.RATE_LIMIT_EMAIL_CHANGES_PER_CUSTOMER, 5), windowMs: 60 * MINUTE },
  } satisfies Record<string, RateLimit>
}

export type RateLimits = ReturnType<typeof rateLimits>

/** A limit and whom it counts (an address or an e-mail). */
export type LimitCheck = [RateLimit, string]

const keyOf = (limit: RateLimit, subject: string) => `${limit.name}:${subject}`

/** Minutes until the first exhausted limit frees up, or null when every limit has room. */
export async function exhaustedFor(checks: LimitCheck[]): Promise<number | null> {
  const states = await Promise.all(checks.map(([limit, subject]) => counterStore().peek(keyOf(limit, subject))))
  let waitMs: number | null = null
  checks.forEach(([limit], index) => {
    const state = states[index]
    if (state.count >= limit.max) waitMs = Math.max(waitMs ?? 0, state.resetAt - Date.now())
  })
  return waitMs === null ? null : Math.max(1, Math.ceil(waitMs / MINUTE))
}

export async function recordAttempt(checks: LimitCheck[]): Promise<void> {
  await Promise.all(checks.map(([limit, subject]) => counterStore().increment(keyOf(limit, subject), limit.windowMs)))
}

export async function clearAttempts(limit: RateLimit, subject: string): Promise<void> {
  await counterStore().reset(keyOf(limit, subject))
}

export function tooManyAttemptsMessage(action: "sign-in" | "sign-up" | "tracking" | "form" | "review" | "checkout" | "email-change" | "password-reset" | "promo-code", minutes: number): string {
  const wait = `${minutes} minute${minutes === 1 ? "" : "s"}`
  if (action === "password-reset") return `Too many password reset requests. Please wait ${wait} and try again.`
  if (action === "email-change") return `Too many e-mail changes. Please wait ${wait} and try again.`
  if (action === "form") return `Too many messages sent. Please wait ${wait} and try again.`
  if (action === "promo-code") return `Too many promo codes tried. Please wait ${wait} and try again.`
  if (action === "review") return `Too many reviews sent. Please wait ${wait} and try again.`
  return `Too many ${action} attempts. Please wait ${wait} and try again.`
}
