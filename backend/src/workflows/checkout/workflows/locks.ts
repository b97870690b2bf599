/** How long an order waits for another order of the same products or checkout, and how long a lock outlives a process that died holding it (seconds). */
export const CHECKOUT_LOCK_TIMING = { timeout: 120, ttl: 60 }

/** The lock one checkout (customer + the storefront's sessionId) holds while it places its order. */
export const checkoutLockKey = (submissionId: string | null): string[] => (submissionId ? [`checkout:${submissionId}`] : [])

/** The locks of the variants an order takes stock of, in one order so that orders never deadlock. */
export const stockLockKeys = (lines: Array<{ variantId: string }>): string[] =>
  [...new Set(lines.map((line) => `stock:${line.variantId}`))].sort()
