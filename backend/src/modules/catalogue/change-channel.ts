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
/**
 * Where the channel runs, from the catalogue module's options (medusa-config.ts): Redis at
 * `redisUrl` under `redisPrefix`, else the shop's database at `databaseUrl`.
 */
export type ChannelOptions = { redisUrl?: string; redisPrefix?: string; databaseUrl?: string }

/** A connection of the channel never keeps a process alive (a script that changed products ends when it is done). */
function unref(client: Client) {
  ;(client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.()
}

/** PostgreSQL's channel names are identifiers: the prefix with anything else than letters, digits and _ replaced. */
const pgChannelOf = (channel: string) => channel.toLowerCase().replace(/[^a-z0-9_]/g, "_").slice(0, 63)

/** NOTIFY's payload is limited to 8,000 bytes: a longer list of products is sent in several. */
const MAX_NOTIFY_BYTES = 7900

export type InvalidationHandlers = { all: () => void; products: (ids: string[]) => void }

/** One process's end of the channel: its connections, opened on first use. */
export class ChangeChannel {
  /** This process, so that it does not act twice on its own messages. */
  private readonly processId = randomUUID()
  private publisher: Redis | null = null
  private subscriber: Redis | null = null
  private pgListener: Client | null = null
  private pgPublisher: Promise<Client> | null = null
  private readonly channel: string
  private readonly pgChannel: string
  private readonly redisUrl: string | undefined
  private readonly databaseUrl: string | undefined

  constructor(options: ChannelOptions = {}) {
    this.channel = `${options.redisPrefix || "printshop"}:catalogue-invalidated`
    this.pgChannel = pgChannelOf(this.channel)
    this.redisUrl = options.redisUrl || undefined
    this.databaseUrl = options.databaseUrl || undefined
  }

  private handle(handlers: InvalidationHandlers, text: string) {
    let message: { from?: string; ids?: unknown }
    try {
      message = JSON.parse(text)
    } catch {
      return handlers.all()
    }
    if (message.from === this.processId) return
    if (Array.isArray(message.ids)) handlers.products(message.ids.filter((id): id is string => typeof id === "string"))
    else handlers.all()
  }

  /** Without Redis: LISTEN on the shop's database. A lost connection is opened again on the next read of the index. */
  private listenOnDatabase(handlers: InvalidationHandlers) {
    const url = this.databaseUrl
    if (!url) return
    const listener = new Client({ connectionString: url })
    this.pgListener = listener
    const forget = () => {
      if (this.pgListener === listener) this.pgListener = null
      listener.end().catch(() => {})
    }
    listener.on("error", forget)
    listener.on("end", forget)
    listener.on("notification", (message) => {
      if (message.channel === this.pgChannel && message.payload) this.handle(handlers, message.payload)
    })
    listener
      .connect()
      .then(() => {
        unref(listener)
        return listener.query(`LISTEN ${this.pgChannel}`)
      })
      .catch(forget)
  }

  /**
   * Starts listening, once: called on every read of the index, so that a lost connection is opened
   * again, and then answers at once without reading the environment.
   */
  listen(handlers: InvalidationHandlers) {
    if (this.subscriber || this.pgListener) return
    const url = this.redisUrl
    if (!url) return this.listenOnDatabase(handlers)
    const subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null })
    this.subscriber = subscriber
    subscriber.on("error", () => {
      // ioredis reconnects by itself; a missed message costs at most one stale answer per process
    })
    const listened = this.channel
    subscriber.subscribe(listened).catch(() => {})
    subscriber.on("message", (heard, text) => {
      if (heard === listened) this.handle(handlers, text)
    })
  }

  /** Tells every other process of the shop to read some products again, or to drop its index. */
  async publish(scope: "all" | string[]) {
    const url = this.redisUrl
    if (!url) {
      // A NOTIFY carries at most MAX_NOTIFY_BYTES: many products (an import's batches) go in several.
      const parts = scope === "all" ? [JSON.stringify({ from: this.processId })] : this.notifications(scope)
      for (const part of parts) await this.notifyOnDatabase(part)
      return
    }
    const message = JSON.stringify(scope === "all" ? { from: this.processId } : { from: this.processId, ids: scope })
    if (!this.publisher) {
      this.publisher = new Redis(url, { maxRetriesPerRequest: 2 })
      this.publisher.on("error", () => {
        // ioredis reconnects by itself; a lost message costs at most one stale answer per process
      })
    }
    await this.publisher.publish(this.channel, message).catch(() => {})
  }

  /** The messages that name these products, each small enough for one NOTIFY. */
  private notifications(ids: string[]): string[] {
    const message = (list: string[]) => JSON.stringify({ from: this.processId, ids: list })
    const empty = Buffer.byteLength(message([]))
    const messages: string[] = []
    let part: string[] = []
    let bytes = empty
    for (const id of ids) {
      const more = Buffer.byteLength(JSON.stringify(id)) + 1
      if (part.length && bytes + more > MAX_NOTIFY_BYTES) {
        messages.push(message(part))
        part = []
        bytes = empty
      }
      part.push(id)
      bytes += more
    }
    if (part.length) messages.push(message(part))
    return messages
  }

  /** Without Redis: NOTIFY on the shop's database, over one connection kept for it (opened again after a failure). */
  private async notifyOnDatabase(message: string) {
    const url = this.databaseUrl
    if (!url) return
    const payload = Buffer.byteLength(message) > MAX_NOTIFY_BYTES ? JSON.stringify({ from: this.processId }) : message
    if (!this.pgPublisher) {
      const client = new Client({ connectionString: url })
      const forget = () => {
        this.pgPublisher = null
        client.end().catch(() => {})
      }
      client.on("error", forget)
      client.on("end", forget)
      this.pgPublisher = client.connect().then(() => {
        unref(client)
        return client
      })
      this.pgPublisher.catch(forget)
    }
    try {
      await (await this.pgPublisher).query("SELECT pg_notify($1, $2)", [this.pgChannel, payload])
    } catch {
      // Another process missing one change answers it at most once more stale; this one is current.
    }
  }

  /** Closes the connections (the module is shut down). */
  async close() {
    const closing: Promise<unknown>[] = []
    if (this.subscriber) closing.push(this.subscriber.quit().catch(() => {}))
    if (this.publisher) closing.push(this.publisher.quit().catch(() => {}))
    if (this.pgListener) closing.push(this.pgListener.end().catch(() => {}))
    if (this.pgPublisher) closing.push(this.pgPublisher.then((client) => client.end()).catch(() => {}))
    this.subscriber = this.publisher = this.pgListener = null
    this.pgPublisher = null
    await Promise.all(closing)
  }
}
