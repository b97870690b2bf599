import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { REVIEWS_MODULE } from "../../modules/reviews"
import type ReviewsModuleService from "../../modules/reviews/service"
import type { RatingSummary } from "../../modules/reviews/service"
import { type JsonBody, toJsonBody } from "../json-body"
import { type Database, databaseAnswers, isBrokenConnection, isDatabaseDown, isDatabaseUnreachable } from "../http/database-availability"
import { CATEGORY_LABELS, type CategoryHandle, type ProductJson, type ProductListFilters, type Sort, SORTS, inPriceRange } from "@printshop/contract"
import { type ProductKey, loadProductRecords } from "./read-model"
import { type ProductRecord, type ReviewStats, toProductJson } from "./product-view"
import { listenForInvalidations, publishInvalidation } from "./invalidation-channel"
import { countMatches, matchesAll, normalizeText, words } from "./search-text"

/** A product list's filters, as GET /api/products takes them (the contract's type). */
export type ProductQuery = ProductListFilters

type Entry = {
  view: ProductJson
  price: number
  rating: number
  nameKey: string
  nameWords: string[]
  brandWords: string[]
  otherWords: string[]
  createdAt: number
  /** False for a draft: in staff's list only, never in the shop. */
  published: boolean
  /** The ids of the product's records in other modules (variants, inventory items, ...). */
  keys: ProductRecord["keys"]
  /** The product JSON, serialized once. */
  json?: JsonBody
}

function toEntry(record: ProductRecord, stats: ReviewStats | undefined): Entry {
  const view = toProductJson(record, stats)
  return {
    view,
    price: Number(view.price),
    rating: Number(view.rating),
    nameKey: normalizeText(view.name),
    nameWords: words(view.name),
    brandWords: words(view.brand),
    otherWords: words(`${view.description} ${view.category} ${CATEGORY_LABELS[view.category as CategoryHandle] ?? ""}`),
    createdAt: record.created_at ? new Date(record.created_at).getTime() : 0,
    published: record.published,
    keys: record.keys,
  }
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index])

/**
 * Whether a product read again sorts, searches and links exactly as before (only what filters read
 * at request time, or what is only shown, changed), so its entry can be updated where it is.
 */
function keepsItsPlace(before: Entry | undefined, after: Entry): boolean {
  if (!before) return false
  return (
    before.published === after.published &&
    before.nameKey === after.nameKey &&
    before.price === after.price &&
    before.rating === after.rating &&
    before.view.reviewCount === after.view.reviewCount &&
    before.view.isFeatured === after.view.isFeatured &&
    before.createdAt === after.createdAt &&
    sameList(before.nameWords, after.nameWords) &&
    sameList(before.brandWords, after.brandWords) &&
    sameList(before.otherWords, after.otherWords) &&
    sameList(before.keys.variantIds, after.keys.variantIds) &&
    sameList(before.keys.inventoryItemIds, after.keys.inventoryItemIds) &&
    sameList(before.keys.priceSetIds, after.keys.priceSetIds) &&
    before.keys.detailsId === after.keys.detailsId
  )
}

const toStats = (ratings: RatingSummary[]) =>
  new Map<string, ReviewStats>(ratings.map((row) => [row.product_id, { count: row.count, average: Math.round(row.average * 10) / 10 }]))

const byName = (a: Entry, b: Entry) => a.nameKey.localeCompare(b.nameKey) || a.view.id.localeCompare(b.view.id)

const COMPARATORS: Record<Sort, (a: Entry, b: Entry) => number> = {
  featured: (a, b) => Number(b.view.isFeatured) - Number(a.view.isFeatured) || b.createdAt - a.createdAt || byName(a, b),
  "price-low": (a, b) => a.price - b.price || byName(a, b),
  "price-high": (a, b) => b.price - a.price || byName(a, b),
  name: byName,
  rating: (a, b) => b.rating - a.rating || b.view.reviewCount - a.view.reviewCount || byName(a, b),
}

/**
 * The catalogue held in memory, built from Medusa (products, prices, stock, extras) and the
 * reviews module: the published products the shop shows, and the drafts only staff see. Filters, search and sorting run on it; `invalidate()` drops it when
 * anything it holds changes, and the next request builds it again.
 */
const RESPONSE_CACHE_LIMIT = 1000

export class CatalogueIndex {
  /** The published products: everything a shopper reads. */
  private entries: Entry[] = []
  private byId = new Map<string, Entry>()
  /** Published products and drafts: staff's list. */
  private everyEntry: Entry[] = []
  private everyById = new Map<string, Entry>()
  /** The entries in each sort order, computed once per build: a request only filters. */
  private sorted = new Map<Sort, Entry[]>()
  /** Every distinct word, sorted, with the entries holding it: prefix search by binary search. */
  private vocabulary: string[] = []
  private entriesByWord = new Map<string, Set<Entry>>()
  private newest: Entry[] | null = null
  private productByKey: Record<ProductKey, Map<string, string>> = {
    variant: new Map(),
    inventoryItem: new Map(),
    priceSet: new Map(),
    details: new Map(),
  }
  /** Answers already computed for this build, by request; dropped with the index. */
  private responses = new Map<string, JsonBody>()

  static async build(container: MedusaContainer): Promise<CatalogueIndex> {
    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const [records, ratings] = await Promise.all([
      loadProductRecords(db),
      container.resolve<ReviewsModuleService>(REVIEWS_MODULE).summarizeRatings(),
    ])
    return CatalogueIndex.fromRecords(records, ratings)
  }

  /** An index of product records and their review figures (as the read model and reviews module give them). */
  static fromRecords(records: ProductRecord[], ratings: RatingSummary[]): CatalogueIndex {
    const stats = toStats(ratings)
    return CatalogueIndex.fromEntries(records.map((record) => toEntry(record, stats.get(record.id))))
  }

  private static fromEntries(every: Entry[]): CatalogueIndex {
    const index = new CatalogueIndex()
    const entries = every.filter((entry) => entry.published)
    index.entries = entries
    index.everyEntry = every
    for (const entry of every) {
      index.everyById.set(entry.view.id, entry)
      // A draft's records still lead to it, so that a change to its price or stock reaches staff's list.
      for (const id of entry.keys.variantIds) index.productByKey.variant.set(id, entry.view.id)
      for (const id of entry.keys.inventoryItemIds) index.productByKey.inventoryItem.set(id, entry.view.id)
      for (const id of entry.keys.priceSetIds) index.productByKey.priceSet.set(id, entry.view.id)
      if (entry.keys.detailsId) index.productByKey.details.set(entry.keys.detailsId, entry.view.id)
    }
    for (const entry of entries) {
      index.byId.set(entry.view.id, entry)
      for (const word of new Set([...entry.nameWords, ...entry.brandWords, ...entry.otherWords])) {
        let holders = index.entriesByWord.get(word)
        if (!holders) index.entriesByWord.set(word, (holders = new Set()))
        holders.add(entry)
      }
    }
    index.vocabulary = Array.from(index.entriesByWord.keys()).sort()
    for (const sort of SORTS) index.sorted.set(sort, [...entries].sort(COMPARATORS[sort]))
    return index
  }

  /**
   * A new index with some products read again (`records`: the ones still published or draft, with
   * their review figures) and the rest of `productIds` gone; every other product is kept as it is, so a
   * change costs the work of the products it touched, not of the whole catalogue.
   */
  patched(productIds: string[], records: ProductRecord[], ratings: RatingSummary[]): CatalogueIndex {
    const stats = toStats(ratings)
    const changed = new Set(productIds)
    const fresh = records.map((record) => toEntry(record, stats.get(record.id)))
    // The common change (an order's stock, a description, a flag) moves no product in any order
    // and changes no word: the entries are updated where they are, without rebuilding 10,000.
    const inPlace = fresh.length === changed.size && fresh.every((entry) => changed.has(entry.view.id) && keepsItsPlace(this.everyById.get(entry.view.id), entry))
    if (inPlace) {
      for (const entry of fresh) Object.assign(this.everyById.get(entry.view.id)!, entry, { json: undefined })
      this.responses.clear()
      return this
    }
    return CatalogueIndex.fromEntries([...this.everyEntry.filter((entry) => !changed.has(entry.view.id)), ...fresh])
  }

  /** The product a record of another module belongs to, if this index knows it. */
  productFor(key: ProductKey, id: string): string | undefined {
    return this.productByKey[key].get(id)
  }

  /** The entries holding a word that starts with `prefix`. */
  private entriesWithPrefix(prefix: string): Set<Entry> {
    let low = 0
    let high = this.vocabulary.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.vocabulary[middle] < prefix) low = middle + 1
      else high = middle
    }
    const found = new Set<Entry>()
    for (let i = low; i < this.vocabulary.length && this.vocabulary[i].startsWith(prefix); i++) {
      for (const entry of this.entriesByWord.get(this.vocabulary[i])!) found.add(entry)
    }
    return found
  }

  /** Entries matching every query word (as a word prefix), or null when there is no search. */
  private searchMatches(queryWords: string[]): Set<Entry> | null {
    if (!queryWords.length) return null
    const [first, ...rest] = queryWords.map((word) => this.entriesWithPrefix(word))
    let result = first
    for (const holders of rest) {
      const both = new Set<Entry>()
      for (const entry of result) if (holders.has(entry)) both.add(entry)
      result = both
    }
    return result
  }

  /**
   * A serialized answer from this build's cache, computing and keeping it on a miss. The cache
   * lives as long as the index: any change to the catalogue drops both.
   */
  cachedResponse(key: string, compute: () => unknown): JsonBody {
    let body = this.responses.get(key)
    if (body === undefined) {
      body = toJsonBody(compute())
      this.remember(key, body)
    }
    return body
  }

  private remember(key: string, body: JsonBody) {
    if (this.responses.size >= RESPONSE_CACHE_LIMIT) this.responses.clear()
    this.responses.set(key, body)
  }

  /** One product's JSON, serialized once per build. */
  productJson(id: string): JsonBody | undefined {
    const entry = this.byId.get(id)
    if (!entry) return undefined
    entry.json ??= toJsonBody(entry.view)
    return entry.json
  }

  get size() {
    return this.entries.length
  }

  get featuredCount() {
    return this.entries.filter((entry) => entry.view.isFeatured).length
  }

  get(id: string): ProductJson | undefined {
    return this.byId.get(id)?.view
  }

  /** The matching products in order, and the brands available under every filter but brands. */
  find(params: ProductQuery): { products: ProductJson[]; brands: string[] } {
    const queryWords = params.search ? words(params.search) : []
    const searchHits = this.searchMatches(queryWords)
    const wantedBrands = params.brands?.length ? new Set(params.brands.map((brand) => brand.toLowerCase())) : null
    const order = queryWords.length && !params.sort ? this.entries : this.sorted.get(params.sort ?? "featured")!

    const brandSet = new Set<string>()
    const matching: Entry[] = []
    for (const entry of order) {
      const view = entry.view
      if (searchHits && !searchHits.has(entry)) continue
      if (params.category && view.category !== params.category) continue
      if (params.featured && !view.isFeatured) continue
      if (params.business && !view.isBusinessProduct) continue
      if (params.inStock && !view.inStock) continue
      if (params.priceRange && !inPriceRange(entry.price, params.priceRange)) continue
      if (view.brand) brandSet.add(view.brand)
      if (wantedBrands && !wantedBrands.has(view.brand.toLowerCase())) continue
      matching.push(entry)
    }
    const brands = Array.from(brandSet).sort((a, b) => a.localeCompare(b))

    if (queryWords.length && !params.sort) {
      // Relevance: products whose name holds the words first, then brand matches, then the rest.
      const score = (entry: Entry) =>
        countMatches(queryWords, entry.nameWords) * 100 + countMatches(queryWords, entry.brandWords) * 10
      matching.sort((a, b) => score(b) - score(a) || COMPARATORS.featured(a, b))
    }
    return { products: matching.map((entry) => entry.view), brands }
  }

  /** Staff's product list, drafts included: newest first, searched like the shop's search, one page. */
  adminPage(params: { search?: string; category?: string; limit: number; offset: number }) {
    const queryWords = params.search ? words(params.search) : []
    const hits = this.searchMatches(queryWords)
    // Drafts are not in the search's word lists (shoppers never find them): matched one by one.
    const found = (entry: Entry) =>
      !hits || (entry.published ? hits.has(entry) : matchesAll(queryWords, [...entry.nameWords, ...entry.brandWords, ...entry.otherWords]))
    const matching = this.newestFirst.filter((entry) => found(entry) && (!params.category || entry.view.category === params.category))
    return {
      count: matching.length,
      products: matching.slice(params.offset, params.offset + params.limit).map((entry) => this.adminView(entry)),
    }
  }

  /** One product as staff see it (a draft too), or undefined. */
  adminProduct(id: string) {
    const entry = this.everyById.get(id)
    return entry ? this.adminView(entry) : undefined
  }

  private adminView(entry: Entry) {
    return { ...entry.view, published: entry.published, createdAt: entry.createdAt ? new Date(entry.createdAt).toISOString() : null }
  }

  private get newestFirst(): Entry[] {
    this.newest ??= [...this.everyEntry].sort((a, b) => b.createdAt - a.createdAt || byName(a, b))
    return this.newest
  }

  /** Up to `limit` suggestions for a search box: product names first, then brands and categories. */
  suggest(term: string, limit = 8): string[] {
    const queryWords = words(term)
    if (!queryWords.length) return []
    const suggestions: string[] = []
    const seen = new Set<string>()
    const add = (text: string) => {
      const key = normalizeText(text)
      if (key && !seen.has(key) && suggestions.length < limit) {
        seen.add(key)
        suggestions.push(text)
      }
    }
    const candidates = this.searchMatches(queryWords) ?? new Set<Entry>()
    const nameMatches = [...candidates]
      .filter((entry) => matchesAll(queryWords, entry.nameWords))
      .sort((a, b) => Number(b.view.isFeatured) - Number(a.view.isFeatured) || b.rating - a.rating || byName(a, b))
    nameMatches.forEach((entry) => add(entry.view.name))
    for (const entry of candidates) {
      if (suggestions.length >= limit) break
      if (matchesAll(queryWords, entry.brandWords)) add(entry.view.brand)
    }
    for (const [handle, label] of Object.entries(CATEGORY_LABELS)) {
      if (matchesAll(queryWords, words(`${label} ${handle}`))) add(label)
    }
    return suggestions
  }
}

let current: Promise<CatalogueIndex> | null = null
let generation = 0
/**
 * The newest index this process has held. A change that cannot be pinned to products drops the
 * index; if the database is out of reach when it would be built again, shoppers are answered from
 * this one (as it was before the change) until the database is back.
 */
let lastHeld: CatalogueIndex | null = null

function dropIndex() {
  generation++
  current = null
}

/** Makes an index (built, or patched) the current one, and remembers it once it is ready. */
function holdIndex(index: Promise<CatalogueIndex>) {
  const heldFor = generation
  current = index
  index.then(
    (ready) => {
      if (generation === heldFor && current === index) lastHeld = ready
    },
    () => {
      if (generation === heldFor && current === index) current = null
    }
  )
}

/** Changes this process is applying (see trackCatalogueChange). */
const applying = new Set<Promise<unknown>>()

/**
 * A change being applied to the index in this process (an event being read): requests wait for
 * it, so a change is visible on the very next request, as with a full rebuild.
 */
export function trackCatalogueChange(change: Promise<unknown>) {
  applying.add(change)
  void change.catch(() => {}).finally(() => applying.delete(change))
}

/**
 * Builds the index; a build that met a connection the server had ended (found in the pool) is
 * tried once more at once, on new connections, as a patch is. Anything else fails at once, an
 * outage too, and the caller answers from the last index held.
 */
async function buildIndex(container: MedusaContainer): Promise<CatalogueIndex> {
  try {
    return await CatalogueIndex.build(container)
  } catch (error) {
    if (!isBrokenConnection(error) || isDatabaseDown()) throw error
    return CatalogueIndex.build(container)
  }
}

/**
 * The current index, built on first use and after every full invalidation. While the database
 * cannot be reached, an index that cannot be built is answered by the last one held.
 */
export async function getCatalogueIndex(container: MedusaContainer): Promise<CatalogueIndex> {
  listenForInvalidations({ all: dropIndex, products: (ids) => patchIndex(container, ids) })
  // Without a database the changes cannot be read: the index is answered as it is meanwhile.
  if (applying.size && !isDatabaseDown()) await Promise.allSettled([...applying])
  if (!current && lastHeld && isDatabaseDown()) return lastHeld
  if (!current) {
    generation++
    holdIndex(buildIndex(container))
  }
  const fallback = lastHeld
  return fallback ? current!.catch((error) => (isDatabaseDown() || isDatabaseUnreachable(error) ? fallback : Promise.reject(error))) : current!
}

/** How long a patch waits to try again after it failed. */
const PATCH_RETRY_MS = 1_000

let waiting = new Set<string>()
let patching: Promise<void> | null = null

/**
 * Reads the given products again into this process's index, if it has one. Requests keep being
 * answered from the index as it is until the patched one is ready; products changed meanwhile
 * (several events of one order) are read together. A patch that fails is tried again a second
 * later with the index kept as it is, as long as the database does not answer a probe (shoppers keep
 * browsing through an outage); otherwise it is tried once more at once, and a second failure drops
 * the index (the next request builds it whole).
 */
function patchIndex(container: MedusaContainer, productIds: string[]): Promise<void> {
  if (!current) return Promise.resolve()
  productIds.forEach((id) => waiting.add(id))
  patching ??= (async () => {
    for (let attempt = 1; ; attempt++) {
      let ids: string[] = []
      try {
        while (waiting.size && current) {
          ids = [...waiting]
          waiting = new Set()
          const base: Promise<CatalogueIndex> = current
          const patchedFor = generation
          const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
          const [index, records, ratings]: [CatalogueIndex, ProductRecord[], RatingSummary[]] = await Promise.all([
            base,
            loadProductRecords(db, ids),
            container.resolve<ReviewsModuleService>(REVIEWS_MODULE).summarizeRatings(ids),
          ])
          // A full invalidation meanwhile wins: the next request builds the index whole.
          if (generation === patchedFor && current === base) holdIndex(Promise.resolve(index.patched(ids, records, ratings)))
        }
        return
      } catch {
        ids.forEach((id) => waiting.add(id))
        const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as Database
        // Any failure is checked against the database itself: an outage's first errors come in
        // many forms (a refused connection, a socket closed half-way, a pool timeout).
        if (isDatabaseDown() || !(await databaseAnswers(db))) {
          // An outage: the index stays as it is, and the products are read again once it is over.
          setTimeout(() => void patchIndex(container, []), PATCH_RETRY_MS).unref()
          return
        }
        if (attempt >= 2) {
          waiting.clear()
          dropIndex()
          return
        }
        // A connection that broke while PostgreSQL answers: once more, on a new one.
      }
    }
  })().finally(() => {
    patching = null
  })
  return patching
}

/** The index this process holds now (built or being built), without building one. */
export function heldCatalogueIndex(): Promise<CatalogueIndex> | null {
  return current
}

/** Drops the index in this process and every other one; the next request rebuilds it. */
export function invalidateCatalogueIndex() {
  dropIndex()
  void publishInvalidation("all")
}

/**
 * The given products changed (their stock, price, details, reviews, or they were created or
 * deleted): every process reads just those again. Resolves once this process's index shows them.
 */
export async function refreshCatalogueProducts(container: MedusaContainer, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)].filter(Boolean)
  if (!ids.length) return
  void publishInvalidation(ids)
  await patchIndex(container, ids)
}
