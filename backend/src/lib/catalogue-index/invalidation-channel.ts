import { Redis } from "ioredis"

/**
 * With REDIS_URL set the shop may run as several processes (servers and a worker, DESIGN §3).
 * Subscribers run in the worker, but every server holds its own catalogue index, so an
 * invalidation is published on a Redis channel that every process listens to.
 */
const CHANNEL = "printshop:catalogue-invalidated"

let publisher: Redis | null = null
let subscriber: Redis | null = null

function redisUrl(): string | undefined {
  return process.env.REDIS_URL || undefined
}

/** Starts listening once per process; `onInvalidated` runs for every published invalidation. */
export function listenForInvalidations(onInvalidated: () => void) {
  const url = redisUrl()
  if (!url || subscriber) return
  subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null })
  subscriber.on("error", () => {
    // ioredis reconnects by itself; a missed message costs at most one stale answer per process
  })
  subscriber.subscribe(CHANNEL).catch(() => {})
  subscriber.on("message", (channel) => {
    if (channel === CHANNEL) onInvalidated()
  })
}

/** Tells every other process of the shop to drop its catalogue index. */
export async function publishInvalidation() {
  const url = redisUrl()
  if (!url) return
  if (!publisher) {
    publisher = new Redis(url, { maxRetriesPerRequest: 2 })
    publisher.on("error", () => {
      // ioredis reconnects by itself; a lost message costs at most one stale answer per process
    })
  }
  await publisher.publish(CHANNEL, String(Date.now())).catch(() => {})
}
