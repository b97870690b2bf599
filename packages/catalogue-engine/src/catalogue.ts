import FastBitSet from "fastbitset"
import { LRUCache } from "lru-cache"
import { type JsonBody, RawJson, toJsonBody } from "./json-body"
import {
  CATEGORY_HANDLES,
  CATEGORY_LABELS,
  type CategoryHandle,
  PRICE_RANGES,
  type ProductFacets,
  type ProductJson,
  type ProductListFilters,
  type Sort,
  SORTS,
  inPriceRange,
} from "@printshop/contract"
import { type ProductRecord, type ReviewStats, toProductJson } from "./product-view"
import { matchesAll, normalizeText, words } from "./search-text"
import { type SearchDocument, SearchEngine, hitForgiven, hitInBrand, hitInName, hitScore } from "./search-engine"

/** A product's review count and average rating, as the shop's reviews give them. */
export type RatingSummary = { product_id: string; count: number; average: number }

/** A product list's filters, as GET /api/products takes them (the contract's type). */
export type ProductQuery = ProductListFilters

/**
 * A product as the index keeps it: its JSON as the shop answers it, serialized once, and the
 * figures the filters, orders and suggestions read. The JSON is bytes outside V8's heap rather than
 * an object graph of a dozen objects (texts, specifications, features, images): a full collection
 * marks every object of the heap, and at 100,000 products those were most of them
 * (docs/decisions.md, "Search").
 */
type Entry = {
  /** The product's JSON (ProductJson), a slice of its build's arena. */
  body: Buffer
  id: string
  name: string
  /** The SKU in capitals ('' without one), as a quick order looks it up. */
  sku: string
  brand: string
  category: string
  reviewCount: number
  stockQuantity: number
  isFeatured: boolean
  inStock: boolean
  isBusinessProduct: boolean
  /**
   * The price in cents and the rating in tenths: small integers, kept in the entry itself, where a
   * fraction would be an object of its own on the heap (one more for each product to mark).
   */
  priceCents: number
  ratingTenths: number
  nameKey: string
  /** The brand in lower case, as the brands filter compares it. */
  brandKey: string
  /** The index of the price band in PRICE_RANGES (the bands do not overlap). */
  band: number
  /** The index of the category in CATEGORY_HANDLES, or -1 for one the shop does not know. */
  categoryIndex: number
  createdAt: number
  /** False for a draft: in staff's list only, never in the shop. */
  published: boolean
}

const searchDocument = (view: ProductJson): SearchDocument => ({
  id: view.id,
  name: view.name,
  brand: view.brand,
  other: `${view.description} ${view.category} ${CATEGORY_LABELS[view.category as CategoryHandle] ?? ""}`,
})

/** A product's JSON as an object (staff's screens, a product page's head, the tests: never a shopper's list or search). */
const viewOf = (entry: Entry): ProductJson => JSON.parse(entry.body.toString("utf8"))

/** The categories, searched like products so that suggestions forgive the same way. */
const categorySearch = () =>
  new SearchEngine(CATEGORY_HANDLES.map((handle) => ({ id: handle, name: CATEGORY_LABELS[handle], brand: "", other: handle })))

/** What find() answers: the matching products in order, and what the filter panel offers. */
export type FoundProducts = {
  /** The matching products' JSON in order: all of them, or the page asked for. */
  bodies: Buffer[]
  /** Their ids. */
  ids: string[]
  /** The same products as objects, parsed when asked (an answer splices `bodies`). */
  readonly products: ProductJson[]
  /** How many products match. */
  count: number
  /** The brands on offer under every filter but the brands. */
  brands: string[]
  facets: ProductFacets
  /** The corrected search, when it found nothing or only forgiven matches; otherwise null. */
  didYouMean: string | null
}

/**
 * A product's words as the search reads them (name | brand | description and category). They are
 * computed when asked, for a changed product or a draft, rather than kept for every product, where
 * they would take more memory than the rest of its entry.
 */
const searchWords = (entry: Entry) => {
  const document = searchDocument(viewOf(entry))
  return [...words(document.name), "|", ...words(document.brand), "|", ...words(document.other)]
}

/**
 * The texts products repeat (a brand, a category), kept once for a build rather than once per
 * product: the database hands every row its own copy.
 */
class SharedTexts {
  private readonly known = new Map<string, string>()

  readonly text = (value: string): string => {
    const known = this.known.get(value)
    if (known !== undefined) return known
    this.known.set(value, value)
    return value
  }
}

/** How large the buffers of a build's arena are. */
const ARENA_CHUNK = 1 << 20

/**
 * Products' JSON written one after another into large buffers: each product's body is a slice of
 * one, a single small object on the heap. A buffer lives while a product's body is in it.
 */
class BodyArena {
  private chunk = Buffer.alloc(0)
  private used = 0

  /** `chunkSize` 1: each body in a buffer of its own (a few products read again). */
  constructor(private readonly chunkSize = ARENA_CHUNK) {}

  write(text: string): Buffer {
    const length = Buffer.byteLength(text, "utf8")
    if (this.used + length > this.chunk.length) {
      this.chunk = Buffer.allocUnsafeSlow(Math.max(this.chunkSize, length))
      this.used = 0
    }
    this.chunk.write(text, this.used, "utf8")
    const body = this.chunk.subarray(this.used, this.used + length)
    this.used += length
    return body
  }
}

/** A product's entry in the index, and what the search engine reads of it. */
function toEntry(record: ProductRecord, stats: ReviewStats | undefined, shared: SharedTexts, arena: BodyArena): { entry: Entry; document: SearchDocument } {
  const view = toProductJson(record, stats)
  const price = Number(view.price)
  const entry: Entry = {
    body: arena.write(JSON.stringify(view)),
    id: view.id,
    name: view.name,
    sku: view.sku.toUpperCase(),
    brand: shared.text(view.brand),
    category: shared.text(view.category),
    reviewCount: view.reviewCount,
    stockQuantity: view.stockQuantity,
    isFeatured: view.isFeatured,
    inStock: view.inStock,
    isBusinessProduct: view.isBusinessProduct,
    priceCents: Math.round(price * 100),
    ratingTenths: Math.round(Number(view.rating) * 10),
    nameKey: normalizeText(view.name),
    brandKey: shared.text(view.brand.toLowerCase()),
    band: PRICE_RANGES.findIndex((range) => inPriceRange(price, range)),
    categoryIndex: CATEGORY_HANDLES.indexOf(view.category as CategoryHandle),
    createdAt: record.created_at ? new Date(record.created_at).getTime() : 0,
    published: record.published,
  }
  return { entry, document: searchDocument(view) }
}

/** Places are below this (a catalogue of up to 16 million products), and so is a rank. */
const RANK_SPAN = 2 ** 24
/** Scores are below this (a score is at most 110 for each word of a search of up to 200 characters). */
const SCORE_SPAN = 2 ** 15

/**
 * A hit's place in relevance's order as one number: found as typed before forgiven, a higher score
 * first, then the featured order (`featuredRank`, the place's rank in it), exactly as comparing
 * the three in turn. Below 2^40, so exact as a double.
 */
const relevanceKey = (mark: number, featuredRank: number) =>
  ((hitForgiven(mark) ? SCORE_SPAN : 0) + SCORE_SPAN - 1 - Math.min(hitScore(mark), SCORE_SPAN - 1)) * RANK_SPAN + featuredRank

/** A search's hits among the index's places: each hit's place, and its mark from the engine (`hitScore` and the rest read it). */
type Hits = { places: Int32Array; marks: Int32Array }

/**
 * The `count` smallest of `keys`, ascending: one pass, so that a suggestion for a broad word does
 * not sort thousands of hits to show eight.
 */
export function smallest(keys: Float64Array, count: number): Float64Array {
  if (keys.length <= count) return keys.slice().sort()
  const kept = keys.slice(0, count).sort()
  for (let at = count; at < keys.length; at++) {
    const key = keys[at]
    if (key >= kept[count - 1]) continue
    let to = count - 1
    while (to > 0 && kept[to - 1] > key) {
      kept[to] = kept[to - 1]
      to--
    }
    kept[to] = key
  }
  return kept
}

/** A set of places (each below `size`), as a bitset. */
function bitsetOf(places: Int32Array, size: number): FastBitSet {
  const set = new FastBitSet()
  set.resize(size)
  for (const place of places) set.add(place)
  return set
}

/** Each place's rank in an order of places. */
function ranks(order: Int32Array): Int32Array<ArrayBuffer> {
  const rank = new Int32Array(order.length)
  order.forEach((place, at) => (rank[place] = at))
  return rank
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index])

/**
 * Whether a product read again sorts and searches exactly as before (only what filters read
 * at request time, or what is only shown, changed), so its entry can be updated where it is.
 */
function keepsItsPlace(before: Entry | undefined, after: Entry): boolean {
  if (!before) return false
  return (
    before.published === after.published &&
    before.nameKey === after.nameKey &&
    before.priceCents === after.priceCents &&
    before.ratingTenths === after.ratingTenths &&
    before.reviewCount === after.reviewCount &&
    before.isFeatured === after.isFeatured &&
    before.createdAt === after.createdAt &&
    sameList(searchWords(before), searchWords(after))
  )
}

const toStats = (ratings: RatingSummary[]) =>
  new Map<string, ReviewStats>(ratings.map((row) => [row.product_id, { count: row.count, average: Math.round(row.average * 10) / 10 }]))

const byName = (a: Entry, b: Entry) => a.nameKey.localeCompare(b.nameKey) || a.id.localeCompare(b.id)

const COMPARATORS: Record<Sort, (a: Entry, b: Entry) => number> = {
  featured: (a, b) => Number(b.isFeatured) - Number(a.isFeatured) || b.createdAt - a.createdAt || byName(a, b),
  "price-low": (a, b) => a.priceCents - b.priceCents || byName(a, b),
  "price-high": (a, b) => b.priceCents - a.priceCents || byName(a, b),
  name: byName,
  rating: (a, b) => b.ratingTenths - a.ratingTenths || b.reviewCount - a.reviewCount || byName(a, b),
}

/**
 * A product's figures packed in one number, its cell in Columns' tally: the flags in 3 bits, the
 * price band + 1 and the category + 1 in 3 bits each (7 categories, 4 bands and none), the brand
 * as shown + 1 above them.
 */
const cellOf = (brand: number, category: number, band: number, flags: number) => ((((brand + 1) << 3) | (category + 1)) << 3 | (band + 1)) << 3 | flags
if (CATEGORY_HANDLES.length > 7 || PRICE_RANGES.length > 7) throw new Error("cellOf packs at most 7 categories and 7 price bands (and none) in 3 bits each")

/** The bits of Columns.flags. */
const IN_STOCK = 1
const FEATURED = 2
const BUSINESS = 4

/**
 * The places with each figure: a filter is an intersection of these, and the count of a filter's
 * choice the size of one, so a request never walks the whole catalogue to count.
 */
type FigureSets = {
  all: FastBitSet
  inStock: FastBitSet
  featured: FastBitSet
  business: FastBitSet
  /** By price band. */
  band: FastBitSet[]
  /** By category index + 1 (0: none). */
  category: FastBitSet[]
  /** By brand as shown (brandNames). */
  brand: FastBitSet[]
  /** By brand as the filter compares it (brandKeys). */
  brandKey: FastBitSet[]
}

/** What a request filters by, as Columns reads it: the flags needed, and each filter or null. */
type Filter = { need: number; category: number | null; inStock: boolean; band: number | null; brandKeys: Set<number> | null }

/** Up to how many hits a search's facets and matches are counted from the hits' cells rather than from bitsets. */
const FEW_HITS = 1_024

/** Places a request matched: a bitset, or a few hits' places. */
type PlaceSet = Pick<FastBitSet, "has" | "forEach">

/**
 * What find() reads of each published product, by its place in the index's list, in typed arrays,
 * and the bitsets made from them (sets()).
 */
class Columns {
  readonly band: Int8Array
  readonly category: Int8Array
  /** The product's brand as shown (an index into brandNames), or -1 when it has none. */
  readonly brand: Int32Array
  /** The brand in lower case, as the brands filter compares it (an index into brandKeys). */
  readonly brandKey: Int32Array
  readonly flags: Uint8Array
  readonly brandNames: string[] = []
  readonly brandKeys = new Map<string, number>()
  private readonly brandIndex = new Map<string, number>()
  /** Each brand as shown's key in brandKeys (the brand in lower case). */
  private readonly keyOfBrand: number[] = []
  /**
   * How many products have each combination of the figures the filters read (a cell: cellOf), so
   * that a filter without a search counts its choices over a few thousand cells, not its places.
   */
  private readonly tally = new Map<number, number>()
  /** Each place's cell in the tally (-1 before it is written). */
  private readonly cells: Int32Array

  constructor(entries: Entry[]) {
    const size = entries.length
    this.band = new Int8Array(size)
    this.category = new Int8Array(size)
    this.brand = new Int32Array(size)
    this.brandKey = new Int32Array(size)
    this.flags = new Uint8Array(size)
    this.cells = new Int32Array(size).fill(-1)
    entries.forEach((entry, place) => this.write(place, entry))
  }

  /** Writes one product's figures at its place (again after an in-place change). */
  write(place: number, entry: Entry) {
    this.held = null
    this.band[place] = entry.band
    this.category[place] = entry.categoryIndex
    this.brandKey[place] = this.numberOf(this.brandKeys, entry.brandKey)
    this.brand[place] = entry.brand ? this.numberOf(this.brandIndex, entry.brand, this.brandNames) : -1
    if (entry.brand) this.keyOfBrand[this.brand[place]] = this.brandKey[place]
    this.flags[place] = (entry.inStock ? IN_STOCK : 0) | (entry.isFeatured ? FEATURED : 0) | (entry.isBusinessProduct ? BUSINESS : 0)
    const before = this.cells[place]
    if (before >= 0) {
      const left = this.tally.get(before)! - 1
      if (left) this.tally.set(before, left)
      else this.tally.delete(before)
    }
    const cell = cellOf(this.brand[place], this.category[place], this.band[place], this.flags[place])
    this.tally.set(cell, (this.tally.get(cell) ?? 0) + 1)
    this.cells[place] = cell
  }

  /**
   * A filter's facet counts and matches from the tally (without a search), or from `cells` (a few
   * hits' cells, with how many hits each): each choice counted under every other filter (as find()
   * counts them from bitsets for many hits). The cells matching every filter go into `matching`.
   */
  tallied(filter: Filter, cells: Map<number, number> = this.tally, matching?: Set<number>) {
    const brands = this.brandNames.map(() => 0)
    const bands = PRICE_RANGES.map(() => 0)
    const categories = CATEGORY_HANDLES.map(() => 0)
    let inStock = 0
    let count = 0
    const noBrandKey = this.brandKeys.get("")
    for (const [cell, products] of cells) {
      const flags = cell & 7
      if ((flags & filter.need) !== filter.need) continue
      const band = ((cell >> 3) & 7) - 1
      const category = ((cell >> 6) & 7) - 1
      const brand = (cell >> 9) - 1
      const stocked = (flags & IN_STOCK) !== 0
      const inCategory = filter.category === null || category === filter.category
      const inStockFilter = !filter.inStock || stocked
      const inBand = filter.band === null || band === filter.band
      const key = brand >= 0 ? this.keyOfBrand[brand] : noBrandKey
      const ofBrand = !filter.brandKeys || (key !== undefined && filter.brandKeys.has(key))
      if (inCategory && inStockFilter && inBand && brand >= 0) brands[brand] += products
      if (inCategory && inStockFilter && ofBrand && band >= 0) bands[band] += products
      if (inStockFilter && inBand && ofBrand && category >= 0) categories[category] += products
      if (inCategory && inBand && ofBrand && stocked) inStock += products
      if (inCategory && inStockFilter && inBand && ofBrand) {
        count += products
        matching?.add(cell)
      }
    }
    return { brands, bands, categories, inStock, count }
  }

  /** A place's cell in the tally. */
  cellAt(place: number): number {
    return this.cells[place]
  }

  private held: FigureSets | null = null

  /** The places of each figure as bitsets, made from the columns after their last change. */
  sets(): FigureSets {
    if (this.held) return this.held
    const size = this.flags.length
    const sets: FigureSets = {
      all: new FastBitSet(),
      inStock: new FastBitSet(),
      featured: new FastBitSet(),
      business: new FastBitSet(),
      band: PRICE_RANGES.map(() => new FastBitSet()),
      category: [new FastBitSet(), ...CATEGORY_HANDLES.map(() => new FastBitSet())],
      brand: this.brandNames.map(() => new FastBitSet()),
      brandKey: Array.from({ length: this.brandKeys.size }, () => new FastBitSet()),
    }
    for (let place = 0; place < size; place++) {
      sets.all.add(place)
      const flag = this.flags[place]
      if (flag & IN_STOCK) sets.inStock.add(place)
      if (flag & FEATURED) sets.featured.add(place)
      if (flag & BUSINESS) sets.business.add(place)
      if (this.band[place] >= 0) sets.band[this.band[place]].add(place)
      sets.category[this.category[place] + 1].add(place)
      if (this.brand[place] >= 0) sets.brand[this.brand[place]].add(place)
      sets.brandKey[this.brandKey[place]].add(place)
    }
    return (this.held = sets)
  }

  private numberOf(numbers: Map<string, number>, value: string, list?: string[]) {
    let number = numbers.get(value)
    if (number === undefined) {
      number = numbers.size
      numbers.set(value, number)
      list?.push(value)
    }
    return number
  }
}

/** What walking one place costs against a word's popcount in an intersection's size (measured at 100,000 products). */
const WALK_COST = 2

/** `base`'s places that are also in each of the filters given (null: not asked for). */
function intersected(base: FastBitSet, filters: Array<FastBitSet | null>): FastBitSet {
  const kept = base.clone()
  for (const filter of filters) if (filter) kept.intersection(filter)
  return kept
}

/**
 * How many places of `set` hold each choice (`column[place] + shift` is the place's choice, -1 or
 * beyond the sets none): the size of the set's intersection with each choice's set, or, when the
 * set holds few places, one walk over them reading each one's choice, which then costs less than
 * a pass over every word of every choice's set.
 */
function countChoices(set: FastBitSet, choiceSets: FastBitSet[], column: ArrayLike<number>, shift: number): number[] {
  if (set.size() * WALK_COST >= choiceSets.length * Math.ceil(column.length / 32)) return choiceSets.map((places) => set.intersection_size(places))
  const counts = choiceSets.map(() => 0)
  set.forEach((place) => {
    const choice = column[place] + shift
    if (choice >= 0 && choice < counts.length) counts[choice]++
  })
  return counts
}

/** How many searches known to find nothing an index remembers. */
const EMPTY_SEARCHES_KEPT = 1000
/**
 * The bytes of serialized answers an index keeps, counted with their keys: answers differ in size
 * by hundreds of times (a suggestion, a page of 100 products), so a count would bound nothing.
 */
const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024
/** The bytes of products' serialized JSON an index keeps (about 1.5 KB each). */
const PRODUCT_BODIES_BYTES = 8 * 1024 * 1024
/** How many requests asked once an index remembers (their keys only). */
const ASKED_ONCE_LIMIT = 10_000

/** An entry's weight in a cache bounded by bytes: its bytes, its key (two bytes a character) and the entry's own. */
const weightOf = (body: JsonBody, key: string) => body.bytes.length + key.length * 2 + 64

/**
 * The catalogue held in memory, built from Medusa (products, prices, stock, extras) and the
 * reviews module: the published products the shop shows, and the drafts only staff see. Filters,
 * search and sorting run on it; `invalidate()` drops it when anything it holds changes, and the
 * next request builds it again.
 */
export class CatalogueIndex {
  /** The published products: everything a shopper reads. */
  private entries: Entry[] = []
  private byId = new Map<string, Entry>()
  /** Published products and drafts: staff's list. */
  private everyEntry: Entry[] = []
  private everyById = new Map<string, Entry>()
  /** Each published product's place in `entries`, by id. */
  private places = new Map<string, number>()
  private columns!: Columns
  /** The places of the entries in each sort order, computed once per build: a request only filters. */
  private sorted = new Map<Sort, Int32Array>()
  /** Each place's rank in a sort order, made when first needed. */
  private ranks = new Map<Sort, Int32Array>()
  /** Up to how many hits a search is counted from their cells (FEW_HITS; 0 counts every search from bitsets). */
  fewHits = FEW_HITS

  /** Each place's rank in the featured order (relevance's last tie-break), and in suggestions' order. */
  private featuredRank = new Int32Array(0)
  private suggestionRank = new Int32Array(0)
  private suggestionOrder = new Int32Array(0)
  /** Each search engine number's place in `entries`, or -1 (a draft, or a product this build does not hold). */
  private placeOfNumber = new Int32Array(0)
  /** Full-text search over the published products. */
  private engine!: SearchEngine
  private readonly categories = categorySearch()
  /** Whether a search finds nothing, by normalised search; dropped with the index. */
  private emptySearches = new Map<string, boolean>()
  private newest: Entry[] | null = null
  /** Answers already computed for this build, by request, the least recently asked going first; dropped with the index. */
  private responses = new LRUCache<string, JsonBody>({ maxSize: RESPONSE_CACHE_BYTES, sizeCalculation: weightOf })
  /**
   * Products' JSON, serialized once, for the most recently asked (a crawler reading every product
   * of a large catalogue would otherwise leave a copy of each in memory).
   */
  private productBodies = new LRUCache<string, JsonBody>({ maxSize: PRODUCT_BODIES_BYTES, sizeCalculation: weightOf })
  /** The published entries by SKU, made when first asked for (and again after a change in place). */
  private bySku: Map<string, Entry> | null = null
  /** Requests asked once for this build: their answers are kept from the second on (see cachedResponse). */
  private askedOnce = new Set<string>()

  /** An index of product records and their review figures (as the read model and reviews module give them). */
  static fromRecords(records: ProductRecord[], ratings: RatingSummary[]): CatalogueIndex {
    const build = CatalogueIndex.building()
    build.add(records, ratings)
    return build.done()
  }

  /** An index of the records read page by page, each page's records turned into entries before the next is read. */
  static async fromPages(pages: AsyncIterable<[ProductRecord[], RatingSummary[]]>): Promise<CatalogueIndex> {
    const build = CatalogueIndex.building()
    for await (const [records, ratings] of pages) build.add(records, ratings)
    return build.done()
  }

  /** A build: records added page by page (each product's JSON written once, its words given to the engine), then the index. */
  private static building() {
    const entries: Entry[] = []
    const shared = new SharedTexts()
    const arena = new BodyArena()
    const engine = new SearchEngine()
    return {
      add(records: ProductRecord[], ratings: RatingSummary[]) {
        const stats = toStats(ratings)
        for (const record of records) {
          const { entry, document } = toEntry(record, stats.get(record.id), shared, arena)
          entries.push(entry)
          if (entry.published) engine.add(document)
        }
      },
      done: () => CatalogueIndex.fromEntries(entries, engine),
    }
  }

  /** An index of these entries; `engine` holds the published ones. */
  private static fromEntries(every: Entry[], engine: SearchEngine): CatalogueIndex {
    const index = new CatalogueIndex()
    const entries = every.filter((entry) => entry.published)
    index.entries = entries
    index.everyEntry = every
    for (const entry of every) index.everyById.set(entry.id, entry)
    entries.forEach((entry, place) => {
      index.byId.set(entry.id, entry)
      index.places.set(entry.id, place)
    })
    index.columns = new Columns(entries)
    index.engine = engine
    index.placeOfNumber = new Int32Array(index.engine.numbered).fill(-1)
    entries.forEach((entry, place) => {
      const number = index.engine.numberOf(entry.id)
      if (number !== undefined) index.placeOfNumber[number] = place
    })
    const places = Array.from(entries.keys())
    for (const sort of SORTS) index.sorted.set(sort, Int32Array.from(places.sort((a, b) => COMPARATORS[sort](entries[a], entries[b]))))
    index.featuredRank = ranks(index.sorted.get("featured")!)
    index.ranks.set("featured", index.featuredRank)
    // Suggestions: featured first, then the best rated, then by name (the name order's ranks).
    const nameRank = ranks(index.sorted.get("name")!)
    const bySuggestion = (a: number, b: number) =>
      Number(entries[b].isFeatured) - Number(entries[a].isFeatured) || entries[b].ratingTenths - entries[a].ratingTenths || nameRank[a] - nameRank[b]
    index.suggestionOrder = Int32Array.from(places.sort(bySuggestion))
    index.suggestionRank = ranks(index.suggestionOrder)
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
    const shared = new SharedTexts()
    const arena = new BodyArena(1)
    const read = records.map((record) => toEntry(record, stats.get(record.id), shared, arena))
    const fresh = read.map(({ entry }) => entry)
    // The common change (an order's stock, a description, a flag) moves no product in any order
    // and changes no word: the entries are updated where they are, without rebuilding 10,000.
    const inPlace = fresh.length === changed.size && fresh.every((entry) => changed.has(entry.id) && keepsItsPlace(this.everyById.get(entry.id), entry))
    if (inPlace) {
      for (const entry of fresh) {
        Object.assign(this.everyById.get(entry.id)!, entry)
        this.productBodies.delete(entry.id)
        const place = this.places.get(entry.id)
        if (place !== undefined) this.columns.write(place, entry)
      }
      this.responses.clear()
      this.bySku = null
      return this
    }
    // The search engine is updated product by product rather than built again; this index keeps
    // answering from it meanwhile, skipping the ids it no longer knows.
    for (const id of changed) if (this.engine.has(id)) this.engine.discard(id)
    for (const { entry, document } of read) if (entry.published) this.engine.add(document)
    return CatalogueIndex.fromEntries([...this.everyEntry.filter((entry) => !changed.has(entry.id)), ...fresh], this.engine)
  }

  /** The places of the published entries a search finds, those found as typed first; null when there is no search. */
  private searchHits(search: string | undefined): Hits | null {
    if (!search || !words(search).length) return null
    const { numbers, marks } = this.engine.match(search)
    const placeOfNumber = this.placeOfNumber
    let kept = 0
    for (let at = 0; at < numbers.length; at++) {
      // A number handed out after this build (a product added meanwhile) is not among its places.
      const place = numbers[at] < placeOfNumber.length ? placeOfNumber[numbers[at]] : -1
      if (place < 0) continue
      numbers[kept] = place
      marks[kept++] = marks[at]
    }
    return { places: numbers.subarray(0, kept), marks: marks.subarray(0, kept) }
  }

  /** Whether a search finds no product at all (forgiving as the shop's search does). */
  searchFindsNothing(search: string): boolean {
    const key = normalizeText(search)
    let nothing = this.emptySearches.get(key)
    if (nothing === undefined) {
      nothing = key.length > 0 && !this.searchHits(key)?.places.length
      if (this.emptySearches.size >= EMPTY_SEARCHES_KEPT) this.emptySearches.clear()
      this.emptySearches.set(key, nothing)
    }
    return nothing
  }

  /**
   * A serialized answer from this build's cache, computed on a miss and kept from its second
   * request on. Most searches and filter combinations are asked once: keeping each of those would
   * only fill the old generation with answers that die there, and its collections stall every
   * request. The cache lives as long as the index: any change to the catalogue drops both.
   */
  cachedResponse(key: string, compute: () => unknown): JsonBody {
    let body = this.responses.get(key)
    if (body === undefined) {
      body = toJsonBody(compute())
      if (this.askedOnce.has(key)) this.responses.set(key, body)
      else {
        if (this.askedOnce.size >= ASKED_ONCE_LIMIT) this.askedOnce.clear()
        this.askedOnce.add(key)
      }
    }
    return body
  }

  /** One product's JSON, serialized once while it is among the most recently asked for. */
  productJson(id: string): JsonBody | undefined {
    const entry = this.byId.get(id)
    if (!entry) return undefined
    let body = this.productBodies.get(id)
    if (!body) this.productBodies.set(id, (body = toJsonBody(new RawJson(entry.body))))
    return body
  }

  get size() {
    return this.entries.length
  }

  get featuredCount() {
    return this.entries.filter((entry) => entry.isFeatured).length
  }

  /** Whether a shopper can see this product. */
  has(id: string): boolean {
    return this.byId.has(id)
  }

  /**
   * The published products with these SKUs (in capitals or not), each once, in the order asked,
   * and the SKUs no published product has, as they were sent.
   */
  lookUpSkus(skus: string[]): { products: ProductJson[]; unknown: string[] } {
    if (!this.bySku) {
      this.bySku = new Map()
      for (const entry of this.entries) if (entry.sku && !this.bySku.has(entry.sku)) this.bySku.set(entry.sku, entry)
    }
    const products: ProductJson[] = []
    const unknown: string[] = []
    const seen = new Set<string>()
    for (const sku of skus) {
      const key = sku.trim().toUpperCase()
      if (seen.has(key)) continue
      seen.add(key)
      const entry = this.bySku.get(key)
      if (entry) products.push(viewOf(entry))
      else unknown.push(sku)
    }
    return { products, unknown }
  }

  get(id: string): ProductJson | undefined {
    const entry = this.byId.get(id)
    return entry && viewOf(entry)
  }

  /**
   * The matching products in order (by relevance for a search without a sort), all of them or the
   * page asked for, with their count and the filter panel's facets: each choice counted under the
   * search and every other filter but its own.
   */
  find(params: ProductQuery, page?: { offset: number; limit: number }): FoundProducts {
    const hits = this.searchHits(params.search)
    const { brandNames, brandKeys } = this.columns
    const wantedBand = params.priceRange ? PRICE_RANGES.indexOf(params.priceRange) : -1
    const brandNumbers = new Set<number>()
    for (const wanted of params.brands ?? []) {
      const key = brandKeys.get(wanted.toLowerCase())
      if (key !== undefined) brandNumbers.add(key)
    }
    const filter: Filter = {
      need: (params.featured ? FEATURED : 0) | (params.business ? BUSINESS : 0),
      category: params.category ? CATEGORY_HANDLES.indexOf(params.category as CategoryHandle) : null,
      inStock: Boolean(params.inStock),
      band: wantedBand >= 0 ? wantedBand : null,
      brandKeys: params.brands?.length ? brandNumbers : null,
    }
    // Each facet counts its choices under the search and every other filter: from the tally
    // without a search, from a few hits' cells, or from bitsets of many hits' places.
    let counted: ReturnType<Columns["tallied"]>
    let found: PlaceSet
    if (hits && hits.places.length <= this.fewHits) {
      const cells = new Map<number, number>()
      for (const place of hits.places) {
        const cell = this.columns.cellAt(place)
        cells.set(cell, (cells.get(cell) ?? 0) + 1)
      }
      const matching = new Set<number>()
      counted = this.columns.tallied(filter, cells, matching)
      const places = new Set<number>()
      for (const place of hits.places) if (matching.has(this.columns.cellAt(place))) places.add(place)
      found = { has: (place: number) => places.has(place), forEach: (each: (place: number) => void) => places.forEach((place) => each(place)) }
    } else {
      const sets = this.columns.sets()
      // What every count shares: the search's hits, featured and business.
      const base = hits ? bitsetOf(hits.places, this.entries.length) : sets.all.clone()
      if (params.featured) base.intersection(sets.featured)
      if (params.business) base.intersection(sets.business)
      // Each filter as a set, or null when it is not asked for.
      const category = filter.category !== null ? sets.category[filter.category + 1] : null
      const stock = params.inStock ? sets.inStock : null
      const price = wantedBand >= 0 ? sets.band[wantedBand] : null
      let brand: FastBitSet | null = null
      if (filter.brandKeys) {
        brand = new FastBitSet()
        for (const key of brandNumbers) brand.union(sets.brandKey[key])
      }
      const matched = intersected(base, [category, stock, price, brand])
      found = matched
      counted = hits ? this.countedAmong(base, { category, stock, price, brand }, matched) : this.columns.tallied(filter)
    }
    const { brands: brandCounts, bands: bandCounts, categories: categoryCounts, inStock: inStockCount, count } = counted
    const from = page?.offset ?? 0
    const to = page ? page.offset + page.limit : Infinity
    const shown = hits && !params.sort ? this.byRelevance(hits, found, count, from, to) : this.inOrder(params.sort ?? "featured", found, count, from, to)
    const offered = brandNames
      .map((value, number) => ({ value, count: brandCounts[number] }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => a.value.localeCompare(b.value))
    const onlyForgiven = hits !== null && hits.marks.every(hitForgiven)
    return {
      bodies: shown.map((place) => this.entries[place].body),
      ids: shown.map((place) => this.entries[place].id),
      get products() {
        return this.bodies.map((body) => JSON.parse(body.toString("utf8")) as ProductJson)
      },
      count,
      brands: offered.map(({ value }) => value),
      facets: {
        brands: offered,
        priceRanges: PRICE_RANGES.map((value, band) => ({ value, count: bandCounts[band] })),
        categories: CATEGORY_HANDLES.map((value, index) => ({ value, count: categoryCounts[index] })).filter(({ count }) => count > 0),
        inStock: inStockCount,
      },
      didYouMean: onlyForgiven && params.search ? this.engine.correct(params.search) : null,
    }
  }

  /** A search's facet counts and matches: each choice counted among `base`'s places under every other filter. */
  private countedAmong(
    base: FastBitSet,
    { category, stock, price, brand }: Record<"category" | "stock" | "price" | "brand", FastBitSet | null>,
    found: FastBitSet
  ) {
    const sets = this.columns.sets()
    const within = (...filters: Array<FastBitSet | null>) => intersected(base, filters)
    const columns = this.columns
    return {
      brands: countChoices(within(category, stock, price), sets.brand, columns.brand, 0),
      bands: countChoices(within(category, stock, brand), sets.band, columns.band, 0),
      // Category sets are by index + 1 (0: none), as the column's values are.
      categories: countChoices(within(stock, price, brand), sets.category, columns.category, 1).slice(1),
      inStock: within(category, price, brand).intersection_size(sets.inStock),
      count: found.size(),
    }
  }

  /**
   * The places in `found` (`count` of them) from the `from`th to before the `to`th in a sort order;
   * only those are kept (a large catalogue's every match would be a large array a request). The
   * order is walked until the page is full, unless the matches are so few that the walk would
   * pass most of the catalogue: then their ranks in the order are sorted.
   */
  private inOrder(sort: Sort, found: PlaceSet, count: number, from: number, to: number): number[] {
    const order = this.sorted.get(sort)!
    const walked = count <= to ? order.length : (to / count) * order.length
    if (count * Math.log2(count + 1) < walked) {
      let rank = this.ranks.get(sort)
      if (!rank) this.ranks.set(sort, (rank = ranks(order)))
      const matched = new Int32Array(count)
      let at = 0
      found.forEach((place) => (matched[at++] = rank[place]))
      return Array.from(matched.sort().subarray(from, to), (ranked) => order[ranked])
    }
    const shown: number[] = []
    for (let at = 0, seen = 0; at < order.length && seen < to; at++) {
      const place = order[at]
      if (!found.has(place)) continue
      if (seen >= from) shown.push(place)
      seen++
    }
    return shown
  }

  /**
   * The hits in `found` (`count` of them) from the `from`th to before the `to`th by relevance:
   * found as typed before forgiven, then the engine's score, then the featured order. Each match is
   * one number that sorts that way (relevanceKey), so thousands of hits sort as plain numbers.
   */
  private byRelevance({ places, marks }: Hits, found: PlaceSet, count: number, from: number, to: number): number[] {
    const keys = new Float64Array(count)
    let at = 0
    for (let hit = 0; hit < places.length; hit++) if (found.has(places[hit])) keys[at++] = relevanceKey(marks[hit], this.featuredRank[places[hit]])
    keys.sort()
    const featured = this.sorted.get("featured")!
    return Array.from(keys.subarray(from, to), (key) => featured[key % RANK_SPAN])
  }

  /** Staff's product list, drafts included: newest first, searched like the shop's search (or by a SKU), one page. */
  adminPage(params: { search?: string; category?: string; limit: number; offset: number }) {
    const queryWords = params.search ? words(params.search) : []
    const searched = this.searchHits(params.search)
    const hits = searched && new Set(Array.from(searched.places, (place) => this.entries[place]))
    // Drafts are not in the search engine (shoppers never find them): matched one by one. A
    // search that is a product's SKU finds it too.
    const sku = params.search?.trim().toUpperCase()
    const found = (entry: Entry) =>
      !hits || (entry.sku !== "" && entry.sku === sku) || (entry.published ? hits.has(entry) : matchesAll(queryWords, searchWords(entry)))
    const matching = this.newestFirst.filter((entry) => found(entry) && (!params.category || entry.category === params.category))
    return {
      count: matching.length,
      products: matching.slice(params.offset, params.offset + params.limit).map((entry) => this.adminView(entry)),
    }
  }

  /** The products (drafts too) with `threshold` units or fewer, the fewest first, then by name: staff's low-stock list. */
  lowStock(threshold: number): Array<Pick<ProductJson, "id" | "name" | "stockQuantity"> & { published: boolean }> {
    return this.newestFirst
      .filter((entry) => entry.stockQuantity <= threshold)
      .sort((a, b) => a.stockQuantity - b.stockQuantity || a.name.localeCompare(b.name))
      .map(({ id, name, stockQuantity, published }) => ({ id, name, stockQuantity, published }))
  }

  /** One product as staff see it (a draft too), or undefined. */
  adminProduct(id: string) {
    const entry = this.everyById.get(id)
    return entry ? this.adminView(entry) : undefined
  }

  private adminView(entry: Entry) {
    return { ...viewOf(entry), published: entry.published, createdAt: entry.createdAt ? new Date(entry.createdAt).toISOString() : null }
  }

  private get newestFirst(): Entry[] {
    this.newest ??= [...this.everyEntry].sort((a, b) => b.createdAt - a.createdAt || byName(a, b))
    return this.newest
  }

  /**
   * Up to `limit` suggestions for a search box, forgiving as the search does: the names of products
   * found by name or model number, then brands, then categories.
   */
  suggest(term: string, limit = 8): string[] {
    const hits = this.searchHits(term)
    if (!hits) return []
    const suggestions: string[] = []
    const seen = new Set<string>()
    const add = (text: string) => {
      const key = normalizeText(text)
      if (key && !seen.has(key) && suggestions.length < limit) {
        seen.add(key)
        suggestions.push(text)
      }
    }
    const { places, marks } = hits
    // Found by name, as typed before forgiven, then featured, the best rated, by name: one number
    // each (the suggestions' order's rank, after the forgiven flag), sorted as plain numbers.
    const keys = new Float64Array(places.length)
    let named = 0
    for (let hit = 0; hit < places.length; hit++) {
      if (hitInName(marks[hit])) keys[named++] = (hitForgiven(marks[hit]) ? RANK_SPAN : 0) + this.suggestionRank[places[hit]]
    }
    const found = keys.subarray(0, named)
    // The first few in that order; all of them only when products of the same name took their places.
    let ordered = smallest(found, limit * 4)
    for (;;) {
      for (const key of ordered) {
        if (suggestions.length >= limit) break
        add(this.entries[this.suggestionOrder[key % RANK_SPAN]].name)
      }
      if (suggestions.length >= limit || ordered.length === found.length) break
      ordered = found.sort()
    }
    // Then the brands found, in the search's order: as typed before forgiven, the higher score
    // first, then as the engine found them (each brand where its first product is).
    if (suggestions.length < limit) {
      const brands = new Map<string, number>()
      for (let hit = 0; hit < places.length; hit++) {
        if (!hitInBrand(marks[hit])) continue
        const brand = this.entries[places[hit]].brand
        const key = relevanceKey(marks[hit], hit)
        const known = brands.get(brand)
        if (known === undefined || key < known) brands.set(brand, key)
      }
      for (const [brand] of [...brands].sort((a, b) => a[1] - b[1])) add(brand)
    }
    for (const hit of this.categories.search(term)) add(CATEGORY_LABELS[hit.id as CategoryHandle])
    return suggestions
  }
}
