import { randomUUID } from "node:crypto"
import { Redis } from "ioredis"

/**
 * With REDIS_URL set the shop may run as several processes (servers and a worker, DESIGN §3).
 * Subscribers run in the worker, but every server holds its own catalogue index, so a change is
 * published on a Redis channel that every process listens to: either some products to read again,
 * or the whole index to drop.
 */
const CHANNEL = `${process.env.REDIS_PREFIX || "printshop"}:catalogue-invalidated`
/** This process, so that it does not act twice on its own messages. */
const PROCESS_ID = randomUUID()

let publisher: Redis | null = null
let subscriber: Redis | null = null

function redisUrl(): string | undefined {
  return process.env.REDIS_URL || undefined
}

export type InvalidationHandlers = { all: () => void; products: (ids: string[]) => void }

/** Starts listening once per process. */
export function listenForInvalidations(handlers: InvalidationHandlers) {
  const url = redisUrl()
  if (!url || subscriber) return
  subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null })
  subscriber.on("error", () => {
    // ioredis reconnects by itself; a missed message costs at most one stale answer per process
  })
  subscriber.subscribe(CHANNEL).catch(() => {})
  subscriber.on("message", (channel, text) => {
    if (channel !== CHANNEL) return
    let message: { from?: string; ids?: unknown }
    try {
      message = JSON.parse(text)
    } catch {
      return handlers.all()
    }
    if (message.from === PROCESS_ID) return
    if (Array.isArray(message.ids)) handlers.products(message.ids.filter((id): id is string => typeof id === "string"))
    else handlers.all()
  })
}

/** Tells every other process of the shop to read some products again, or to drop its index. */
export async function publishInvalidation(scope: "all" | string[]) {
  const url = redisUrl()
  if (!url) return
  if (!publisher) {
    publisher = new Redis(url, { maxRetriesPerRequest: 2 })
    publisher.on("error", () => {
      // ioredis reconnects by itself; a lost message costs at most one stale answer per process
    })
  }
  const message = JSON.stringify(scope === "all" ? { from: PROCESS_ID } : { from: PROCESS_ID, ids: scope })
  await publisher.publish(CHANNEL, message).catch(() => {})
}
