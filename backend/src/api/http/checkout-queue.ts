import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"

/** Prepares of one customer at once in this process: one being prepared, one waiting its turn. */
export const PREPARES_PER_CUSTOMER = 2
const inFlight = new Map<string, number>()

/**
 * POST /api/checkout, one customer's prepares one at a time (docs/decisions.md, "Checkout"): a
 * customer's prepares wait for each other under a lock of the customer (shared by every process
 * with the Redis locking provider), so a burst is worked through in turn rather than all at once,
 * and a customer with more than PREPARES_PER_CUSTOMER under way in a process is answered 429
 * at once. Orders of other shoppers never queue behind a flood of one.
 */
export function preparesInTurn(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const customerId = (req as MedusaRequest & { auth_context?: { actor_id?: string } }).auth_context?.actor_id
  if (!customerId) return next()
  const count = inFlight.get(customerId) ?? 0
  if (count >= PREPARES_PER_CUSTOMER) {
    res.setHeader("Retry-After", "2")
    res.status(429).json({ message: "Your checkout is already being prepared. Please wait a moment and try again." })
    return
  }
  inFlight.set(customerId, count + 1)
  let released = false
  const answered = new Promise<void>((resolve) => {
    const release = () => {
      if (released) return
      released = true
      const left = (inFlight.get(customerId) ?? 1) - 1
      if (left > 0) inFlight.set(customerId, left)
      else inFlight.delete(customerId)
      resolve()
    }
    res.once("finish", release)
    res.once("close", release)
  })
  req.scope
    .resolve(Modules.LOCKING)
    .execute(
      [`checkout-prepare:${customerId}`],
      async () => {
        next()
        await answered
      },
      { timeout: 30 }
    )
    .catch(() => {
      if (res.headersSent || released) return
      // The lock was not had in time: the customer's earlier prepares are still running.
      res.setHeader("Retry-After", "2")
      res.status(429).json({ message: "Your checkout is already being prepared. Please wait a moment and try again." })
    })
}
