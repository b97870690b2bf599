import { randomUUID } from "node:crypto"
import { Client } from "@medusajs/framework/pg"
import { Redis } from "ioredis"

/**
 * The shop may run as several processes (servers and a worker with REDIS_URL, docs/operations.md;
 * or `npm run seed:large` beside `npm start`). Every one holds its own catalogue index, so a change
 * is published on a channel that every process listens to: either some products to read again, or
 * the whole index to drop. The channel is Redis's with REDIS_URL, otherwise PostgreSQL's
 * LISTEN/NOTIFY on the shop's database.
 */
const channel = () => `${process.env.REDIS_PREFIX || "printshop"}:catalogue-invalidated`
/** This process, so that it does not act twice on its own messages. */
const PROCESS_ID = randomUUID()

let publisher: Redis | null = null
let subscriber: Redis | null = null
let pgListener: Client | null = null

function redisUrl(): string | undefined {
  return process.env.REDIS_URL || undefined
}

/** A connection of the channel never keeps a process alive (a script that changed products ends when it is done). */
function unref(client: Client) {
  ;(client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.()
}

/** PostgreSQL's channel names are identifiers: the prefix with anything else than letters, digits and _ replaced. */
const pgChannel = () => channel().toLowerCase().replace(/[^a-z0-9_]/g, "_").slice(0, 63)

export type InvalidationHandlers = { all: () => void; products: (ids: string[]) => void }

function handle(handlers: InvalidationHandlers, text: string) {
  let message: { from?: string; ids?: unknown }
  try {
    message = JSON.parse(text)
  } catch {
    return handlers.all()
  }
  if (message.from === PROCESS_ID) return
  if (Array.isArray(message.ids)) handlers.products(message.ids.filter((id): id is string => typeof id === "string"))
  else handlers.all()
}

/** Without Redis: LISTEN on the shop's database. A lost connection is opened again on the next read of the index. */
function listenOnDatabase(handlers: InvalidationHandlers) {
  const url = process.env.DATABASE_URL
  if (!url || pgListener) return
  const listener = new Client({ connectionString: url })
  pgListener = listener
  const forget = () => {
    if (pgListener === listener) pgListener = null
    listener.end().catch(() => {})
  }
  listener.on("error", forget)
  listener.on("end", forget)
  listener.on("notification", (message) => {
    if (message.channel === pgChannel() && message.payload) handle(handlers, message.payload)
  })
  listener
    .connect()
    .then(() => {
      unref(listener)
      return listener.query(`LISTEN ${pgChannel()}`)
    })
    .catch(forget)
}

/** Starts listening once per process. */
export function listenForInvalidations(handlers: InvalidationHandlers) {
  const url = redisUrl()
  if (!url) return listenOnDatabase(handlers)
  if (subscriber) return
  subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null })
  subscriber.on("error", () => {
    // ioredis reconnects by itself; a missed message costs at most one stale answer per process
  })
  const listened = channel()
  subscriber.subscribe(listened).catch(() => {})
  subscriber.on("message", (heard, text) => {
    if (heard === listened) handle(handlers, text)
  })
}

/** Tells every other process of the shop to read some products again, or to drop its index. */
export async function publishInvalidation(scope: "all" | string[]) {
  const message = JSON.stringify(scope === "all" ? { from: PROCESS_ID } : { from: PROCESS_ID, ids: scope })
  const url = redisUrl()
  if (!url) return notifyOnDatabase(message)
  if (!publisher) {
    publisher = new Redis(url, { maxRetriesPerRequest: 2 })
    publisher.on("error", () => {
      // ioredis reconnects by itself; a lost message costs at most one stale answer per process
    })
  }
  await publisher.publish(channel(), message).catch(() => {})
}

/** NOTIFY's payload is limited to 8,000 bytes: a longer list of products says "everything". */
const MAX_NOTIFY_BYTES = 7900

let pgPublisher: Promise<Client> | null = null

/** Without Redis: NOTIFY on the shop's database, over one connection kept for it (opened again after a failure). */
async function notifyOnDatabase(message: string) {
  const url = process.env.DATABASE_URL
  if (!url) return
  const payload = Buffer.byteLength(message) > MAX_NOTIFY_BYTES ? JSON.stringify({ from: PROCESS_ID }) : message
  if (!pgPublisher) {
    const client = new Client({ connectionString: url })
    const forget = () => {
      pgPublisher = null
      client.end().catch(() => {})
    }
    client.on("error", forget)
    client.on("end", forget)
    pgPublisher = client.connect().then(() => {
      unref(client)
      return client
    })
    pgPublisher.catch(forget)
  }
  try {
    await (await pgPublisher).query("SELECT pg_notify($1, $2)", [pgChannel(), payload])
  } catch {
    // Another process missing one change answers it at most once more stale; this one is current.
  }
}
