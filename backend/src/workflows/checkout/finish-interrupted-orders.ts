import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { finishOrCancelInterruptedOrder } from "./workflows/finish-interrupted-order"
import { CHECKOUT_LOCK_TIMING } from "./workflows/locks"

/** How far back the job looks: a stop is noticed within minutes, so older orders are settled. */
const LOOK_BACK_DAYS = 7
/** Orders finished per run; the next run takes the rest. */
const BATCH = 50

type Interrupted = { id: string; customer_id: string; submission_id: string }

/**
 * The checkouts' orders whose completion a stop interrupted: the order exists (Medusa commits it
 * first) but the checkout's record, the last step of placing it, does not. Only orders older than
 * the checkout lock's lifetime: a younger one may still be completing in a live process.
 */
export async function interruptedOrders(container: MedusaContainer, olderThanSeconds: number): Promise<Interrupted[]> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw(
    `SELECT o.id, o.customer_id, o.metadata->>'checkout_submission' AS submission_id
       FROM "order" o
       LEFT JOIN checkout_submission cs ON cs.id = o.metadata->>'checkout_submission' AND cs.deleted_at IS NULL
      WHERE o.deleted_at IS NULL AND o.status <> 'canceled' AND o.customer_id IS NOT NULL
        AND o.metadata->>'checkout_submission' IS NOT NULL AND cs.id IS NULL
        AND o.created_at > now() - make_interval(days => ?)
        AND o.created_at < now() - make_interval(secs => ?)
      ORDER BY o.created_at
      LIMIT ?`,
    [LOOK_BACK_DAYS, olderThanSeconds, BATCH]
  )
  return rows as Interrupted[]
}

/**
 * Finishes every order a stop interrupted that its shopper has not sent again (POST /api/orders
 * finishes it at once when they do): its stock reserved, its links, its payment and its checkout's
 * record; or, when its units were sold meanwhile, cancels it. Answers how many of each.
 */
export async function finishInterruptedOrders(
  container: MedusaContainer,
  { olderThanSeconds = CHECKOUT_LOCK_TIMING.ttl }: { olderThanSeconds?: number } = {}
): Promise<{ finished: number; cancelled: number }> {
  let finished = 0
  let cancelled = 0
  for (const order of await interruptedOrders(container, olderThanSeconds)) {
    const refusal = await finishOrCancelInterruptedOrder(container, {
      orderId: order.id,
      customerId: order.customer_id,
      submissionId: order.submission_id,
    })
    if (refusal) cancelled += 1
    else finished += 1
  }
  return { finished, cancelled }
}
