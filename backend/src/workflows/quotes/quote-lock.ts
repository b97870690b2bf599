import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { CHECKOUT_LOCK_TIMING, checkoutLockKey } from "../checkout/workflows/locks"
import { quoteSubmissionId } from "../../lib/quotes/quotes"

/**
 * Runs `work` holding the lock the quote's acceptance holds while it places its order (the
 * checkout lock of the quote's checkout), so staff pricing a quote and its customer declining it
 * never cross an acceptance: whichever comes second reads what the first left.
 */
export async function withQuoteLock<T>(container: MedusaContainer, quote: { id: string; customer_id: string }, work: () => Promise<T>): Promise<T> {
  const [key] = checkoutLockKey(quoteSubmissionId(quote.customer_id, quote.id))
  return container.resolve(Modules.LOCKING).execute(key, work, { timeout: CHECKOUT_LOCK_TIMING.timeout })
}
