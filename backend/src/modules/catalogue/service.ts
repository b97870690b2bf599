import type { RatingSummary } from "../reviews/service"
import { CatalogueIndex, type ProductRecord } from "@printshop/catalogue-engine"
import { type ChannelOptions, ChangeChannel } from "./change-channel"

/**
 * Where the catalogue is read from, and what is known of the database's health. The caller builds
 * it from the app's container (this module reaches neither the other modules nor the database).
 */
export type CatalogueSource = {
  /** Medusa's products, prices and stock with the shop's details, and the reviews' figures (all, or the given products'). */
  read(productIds?: string[]): Promise<[ProductRecord[], RatingSummary[]]>
  /** The same for the next `limit` products by id after `after` (from the first when null): a build's pages. */
  readPage(after: string | null, limit: number): Promise<[ProductRecord[], RatingSummary[]]>
  /** Whether the database answers a probe now. */
  databaseAnswers(): Promise<boolean>
  /** Whether the server already knows the database is out of reach (an outage being watched). */
  databaseDown(): boolean
  /** Whether an error says the database could not be reached. */
  unreachable(error: unknown): boolean
  /** Whether an error came from a connection the server had ended (worth one more try on a new one). */
  brokenConnection(error: unknown): boolean
}

/** How long a patch waits to try again after it failed. */
const PATCH_RETRY_MS = 1_000
/**
 * How many products a build reads at a time. Each page's rows become the index's entries before the
 * next page is read, so a build never holds the rows of the whole catalogue (they take more memory
 * than the entries made of them).
 */
const BUILD_PAGE = 5_000
/** How long catalogue events are collected before they are read together (see collect). */
const EVENT_WINDOW_MS = 10

/** The whole catalogue, page by page. */
async function* pagesOf(source: CatalogueSource): AsyncGenerator<[ProductRecord[], RatingSummary[]]> {
  let after: string | null = null
  for (;;) {
    const page: [ProductRecord[], RatingSummary[]] = await source.readPage(after, BUILD_PAGE)
    yield page
    if (page[0].length < BUILD_PAGE) return
    after = page[0][page[0].length - 1].id
  }
}

/** Catalogue events collected together: the ids each event name carried, or null when one carried none. */
export type CollectedEvents = Map<string, string[] | null>

/**
 * The shop's catalogue as this process holds it: the index shoppers and staff read (products,
 * filters, search), kept current by the catalogue-changes subscriber (Medusa's events), waited for by
 * the shop's own workflows through their last step (workflows/catalogue/steps/refresh-catalogue.ts),
 * and told of other processes' changes on the invalidation channel. One instance per
 * Medusa container, so every server, the worker and each test's app hold their own.
 */
export default class CatalogueModuleService {
  private current: Promise<CatalogueIndex> | null = null
  private generation = 0
  /**
   * The newest index this process has held. A change that cannot be pinned to products drops the
   * index; if the database is out of reach when it would be built again, shoppers are answered from
   * this one (as it was before the change) until the database is back.
   */
  private lastHeld: CatalogueIndex | null = null
  /** Products in the newest index this process has held (null before the first), for the metrics. */
  get heldSize(): number | null {
    return this.lastHeld?.size ?? null
  }

  /** Changes this process is applying (see track). */
  private readonly applying = new Set<Promise<unknown>>()
  private waiting = new Set<string>()
  private patching: Promise<void> | null = null
  private collected: CollectedEvents = new Map()
  private collecting: Promise<void> | null = null
  private readonly channel: ChangeChannel

  /** Medusa hands a module its container and the options medusa-config.ts gives it (ChannelOptions). */
  constructor(_container: Record<string, unknown> = {}, options: ChannelOptions = {}) {
    this.channel = new ChangeChannel(options)
  }

  private drop() {
    this.generation++
    this.current = null
  }

  /** Makes an index (built, or patched) the current one, and remembers it once it is ready. */
  private hold(index: Promise<CatalogueIndex>) {
    const heldFor = this.generation
    this.current = index
    index.then(
      (ready) => {
        if (this.generation === heldFor && this.current === index) this.lastHeld = ready
      },
      () => {
        if (this.generation === heldFor && this.current === index) this.current = null
      }
    )
  }

  /**
   * A change being applied to the index in this process (an event being read): requests wait for
   * it, so a change is visible on the very next request, as with a full rebuild.
   */
  track(change: Promise<unknown>) {
    this.applying.add(change)
    void change.catch(() => {}).finally(() => this.applying.delete(change))
  }

  /**
   * Builds the index; a build that met a connection the server had ended (found in the pool) is
   * tried once more at once, on new connections, as a patch is. Anything else fails at once, an
   * outage too, and the caller answers from the last index held.
   */
  private async build(source: CatalogueSource): Promise<CatalogueIndex> {
    try {
      return await CatalogueIndex.fromPages(pagesOf(source))
    } catch (error) {
      if (!source.brokenConnection(error) || source.databaseDown()) throw error
      return CatalogueIndex.fromPages(pagesOf(source))
    }
  }

  /**
   * The current index, built on first use and after every full invalidation. While the database
   * cannot be reached, an index that cannot be built is answered by the last one held.
   */
  async index(source: CatalogueSource): Promise<CatalogueIndex> {
    // Another process's change is waited for like this process's own: a member of staff whose next
    // request reaches another server still reads their write (tests/production/production-shape.mjs).
    this.channel.listen({ all: () => this.drop(), products: (ids) => this.track(this.patch(source, ids)) })
    // Without a database the changes cannot be read: the index is answered as it is meanwhile.
    if (this.applying.size && !source.databaseDown()) await Promise.allSettled([...this.applying])
    if (!this.current && this.lastHeld && source.databaseDown()) return this.lastHeld
    if (!this.current) {
      this.generation++
      this.hold(this.build(source))
    }
    const fallback = this.lastHeld
    const current = this.current!
    return fallback ? current.catch((error) => (source.databaseDown() || source.unreachable(error) ? fallback : Promise.reject(error))) : current
  }

  /**
   * Collects a catalogue event with the others that arrive within a few milliseconds, and applies
   * them together with `apply`: one lookup per kind of record and one read of the products they
   * touched, where one product made raises half a dozen events (its variant, price set, price,
   * stock level, details). Resolves once the events collected with this one are applied.
   */
  collect(name: string, ids: string[] | null, apply: (events: CollectedEvents) => Promise<void>): Promise<void> {
    const earlier = this.collected.get(name)
    this.collected.set(name, ids === null || earlier === null ? null : [...(earlier ?? []), ...ids])
    this.collecting ??= new Promise((resolve) => setTimeout(resolve, EVENT_WINDOW_MS)).then(() => {
      const events = this.collected
      this.collected = new Map()
      this.collecting = null
      return apply(events)
    })
    return this.collecting
  }

  /** Drops the index in this process and every other one; the next request rebuilds it. */
  invalidate() {
    this.drop()
    void this.channel.publish("all")
  }

  /**
   * The given products changed (their stock, price, details, reviews, or they were created or
   * deleted): every process reads just those again. Resolves once this process's index shows them.
   */
  async refresh(source: CatalogueSource, productIds: string[]): Promise<void> {
    const ids = [...new Set(productIds)].filter(Boolean)
    if (!ids.length) return
    void this.channel.publish(ids)
    await this.patch(source, ids)
  }

  /**
   * Reads the given products again into this process's index, if it has one. Requests keep being
   * answered from the index as it is until the patched one is ready; products changed meanwhile
   * (several events of one order) are read together. A patch that fails is tried again a second
   * later with the index kept as it is, as long as the database does not answer a probe (shoppers
   * keep browsing through an outage); otherwise it is tried once more at once, and a second failure
   * drops the index (the next request builds it whole).
   */
  private patch(source: CatalogueSource, productIds: string[]): Promise<void> {
    if (!this.current) return Promise.resolve()
    productIds.forEach((id) => this.waiting.add(id))
    this.patching ??= (async () => {
      for (let attempt = 1; ; attempt++) {
        let ids: string[] = []
        try {
          while (this.waiting.size && this.current) {
            ids = [...this.waiting]
            this.waiting = new Set()
            const base: Promise<CatalogueIndex> = this.current
            const patchedFor = this.generation
            const [index, [records, ratings]] = await Promise.all([base, source.read(ids)])
            // A full invalidation meanwhile wins: the next request builds the index whole.
            if (this.generation === patchedFor && this.current === base) this.hold(Promise.resolve(index.patched(ids, records, ratings)))
          }
          return
        } catch {
          ids.forEach((id) => this.waiting.add(id))
          // Any failure is checked against the database itself: an outage's first errors come in
          // many forms (a refused connection, a socket closed half-way, a pool timeout).
          if (source.databaseDown() || !(await source.databaseAnswers())) {
            // An outage: the index stays as it is, and the products are read again once it is over.
            setTimeout(() => void this.patch(source, []), PATCH_RETRY_MS).unref()
            return
          }
          if (attempt >= 2) {
            this.waiting.clear()
            this.drop()
            return
          }
          // A connection that broke while PostgreSQL answers: once more, on a new one.
        }
      }
    })().finally(() => {
      this.patching = null
    })
    return this.patching
  }

  /** Medusa's module hooks: the channel's connections close when the app shuts down. */
  __hooks = {
    onApplicationShutdown: async () => {
      await this.channel.close()
    },
  }
}
