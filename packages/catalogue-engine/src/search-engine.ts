import FastBitSet from "fastbitset"
import { LRUCache } from "lru-cache"
import SearchableMap from "minisearch/SearchableMap"
import { normalizeText, words } from "./search-text"

/** What the engine indexes of a product: its id and its texts. */
export type SearchDocument = { id: string; name: string; brand: string; other: string }

/**
 * How many letters a word may have wrong: one from 4 letters, two from 8, none in a word with a
 * digit (a model number is typed as it is, however it is spaced) (docs/decisions.md, "Search").
 */
export function editsAllowed(word: string): number {
  if (/\d/.test(word)) return 0
  if (word.length >= 8) return 2
  if (word.length >= 4) return 1
  return 0
}

const hasDigit = (word: string) => /\d/.test(word)

/** Whether two neighbouring words may be parts of one model number: one holds a digit, the other is too, or is short. */
const modelParts = (a: string, b: string) => (hasDigit(a) && (hasDigit(b) || b.length <= 3)) || (hasDigit(b) && a.length <= 3)

/**
 * The model numbers a run of words spells when written together: "m404 dn" and "M404-DN" are
 * "m404dn", "ds 640" is "ds640". Up to three neighbouring words, each pair parts of one model.
 */
export function joinedModels(textWords: string[]): string[] {
  const joined: string[] = []
  for (let start = 0; start + 1 < textWords.length; start++) {
    let model = textWords[start]
    for (let end = start + 1; end < Math.min(start + 3, textWords.length) && modelParts(textWords[end - 1], textWords[end]); end++) {
      model += textWords[end]
      joined.push(model)
    }
  }
  return joined
}

/** The word with two neighbouring letters swapped, every way: "brohter" gives "brother" among others. */
function swaps(word: string): string[] {
  const found = new Set<string>()
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] !== word[i + 1]) found.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))
  }
  return [...found]
}

/** Each way the query can be read: as typed, and with a model number's parts joined ("m404 dn"). */
function readings(queryWords: string[]): string[][] {
  const all = [queryWords]
  for (let i = 0; i + 1 < queryWords.length; i++) {
    if (modelParts(queryWords[i], queryWords[i + 1])) {
      all.push([...queryWords.slice(0, i), queryWords[i] + queryWords[i + 1], ...queryWords.slice(i + 2)])
    }
  }
  return all
}

/** Which of a word's products: all of them, those holding it in their name, or in their brand. */
type Where = "holders" | "inName" | "inBrand"

/** No products: a word's `inName` or `inBrand` until a product holds it there (most words are held in neither). */
const NONE: Holders = []
/**
 * Every product holding the word: its `inName` or `inBrand` while each of them holds it there (a
 * model number is in its products' names), so that the list is not kept twice.
 */
const ALL: Holders = []

/**
 * The products holding a word, by their numbers in the engine, ascending: an array of small
 * integers takes a quarter of the memory of a Set of ids, for the millions of (word, product)
 * pairs of a large catalogue. A word held by one product (most words of a large catalogue: its
 * model numbers) is that product's number itself, where an array would be two more objects on the
 * heap for a full collection to mark.
 */
type Holders = number[] | number

/** How many products the holders are. */
const countOf = (holders: Holders): number => (typeof holders === "number" ? 1 : holders.length)

/** The holders as a list (one product's: a list made when asked). */
const listOf = (holders: Holders): ArrayLike<number> => (typeof holders === "number" ? [holders] : holders)

/** A copy of the holders (a list is changed in place as products come and go). */
const copyOf = (holders: Holders): Holders => (typeof holders === "number" ? holders : holders.slice())

/** A word of a product that is in its name (with its model numbers), and one in its brand: bits of a document's term. */
const IN_NAME_TERM = 1
const IN_BRAND_TERM = 2

/**
 * The products as the engine keeps them: each one's words as terms (`word id * 4 + IN_NAME_TERM +
 * IN_BRAND_TERM`), those of its name or brand first, one product after another in one typed array.
 * That is no object per product: a full collection of the heap marks every object, and these were
 * 300,000 at 100,000 products, with millions of numbers scanned (docs/decisions.md, "Search").
 */
class Documents {
  /** The terms; a product's are terms[start, start + count), read through `terms` as it grows. */
  terms = new Int32Array(1 << 16)
  private used = 0
  /** How many terms belong to products still here (what a compaction keeps). */
  private live = 0
  /** By product number: where its terms start (-1: none), how many, how many of its name or brand. */
  private starts = new Int32Array(1024).fill(-1)
  private counts = new Int32Array(1024)
  private nameds = new Int32Array(1024)

  has(number: number): boolean {
    return number < this.starts.length && this.starts[number] >= 0
  }

  start(number: number): number {
    return this.starts[number]
  }

  end(number: number): number {
    return this.starts[number] + this.counts[number]
  }

  /** Where its name's and brand's terms end. */
  namedEnd(number: number): number {
    return this.starts[number] + this.nameds[number]
  }

  set(number: number, named: number[], other: number[]): void {
    this.delete(number)
    if (number >= this.starts.length) {
      const size = Math.max(number + 1, this.starts.length * 2)
      this.starts = grown(this.starts, size, -1)
      this.counts = grown(this.counts, size, 0)
      this.nameds = grown(this.nameds, size, 0)
    }
    const count = named.length + other.length
    // Products changed again and again leave their old terms behind: kept until they are half.
    if (this.used + count > this.terms.length) this.compact(count)
    this.terms.set(named, this.used)
    this.terms.set(other, this.used + named.length)
    this.starts[number] = this.used
    this.counts[number] = count
    this.nameds[number] = named.length
    this.used += count
    this.live += count
  }

  delete(number: number): void {
    if (!this.has(number)) return
    this.live -= this.counts[number]
    this.starts[number] = -1
    this.counts[number] = 0
    this.nameds[number] = 0
  }

  /** Makes room for `more` terms: the live ones moved together, into an array at least twice their size. */
  private compact(more: number): void {
    const terms = new Int32Array(Math.max(this.terms.length, 2 * (this.live + more)))
    let at = 0
    for (let number = 0; number < this.starts.length; number++) {
      if (this.starts[number] < 0) continue
      terms.set(this.terms.subarray(this.starts[number], this.starts[number] + this.counts[number]), at)
      this.starts[number] = at
      at += this.counts[number]
    }
    this.terms = terms
    this.used = at
  }
}

/** A copy of `array` with room for `size` numbers, the new ones `fill`. */
function grown(array: Int32Array<ArrayBuffer>, size: number, fill: number): Int32Array<ArrayBuffer> {
  const copy = new Int32Array(size).fill(fill)
  copy.set(array)
  return copy
}

/** Where `value` is, or would go, in an ascending array. */
function position(holders: number[], value: number): number {
  let low = 0
  let high = holders.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (holders[middle] < value) low = middle + 1
    else high = middle
  }
  return low
}

/** The holders with `number` added in its place (the number itself for NONE, a new array for one product). */
function withHolder(holders: Holders, number: number): Holders {
  if (holders === NONE) return number
  if (typeof holders === "number") return holders === number ? holders : holders < number ? [holders, number] : [number, holders]
  // Numbers are handed out in order, so a new product's number goes at the end.
  if (!holders.length || holders[holders.length - 1] < number) holders.push(number)
  else holders.splice(position(holders, number), 0, number)
  return holders
}

/** The holders without `number`. */
function withoutHolder(holders: Holders, number: number): Holders {
  if (typeof holders === "number") return holders === number ? NONE : holders
  const at = position(holders, number)
  if (holders[at] === number) holders.splice(at, 1)
  return holders.length > 1 ? holders : holders.length ? holders[0] : NONE
}

/**
 * The indexed words a query word stands for, each with how many letters it forgives (0: as typed
 * or a start): a short number ("6") stands for thousands of words, whose lists a query must not
 * look up one by one.
 */
class Expansion {
  /**
   * @param words the words' ids
   * @param count how many (word, product) pairs it stands for: what gathering its products costs
   */
  constructor(
    readonly texts: string[],
    readonly distances: number[],
    readonly words: number[],
    readonly count: number
  ) {}

  get size() {
    return this.words.length
  }
}

/** The numbers of several ascending lists (`count` in all), ascending, each once. */
function merged(lists: Holders[], count: number): Int32Array {
  const all = new Int32Array(count)
  let at = 0
  for (const list of lists) {
    if (typeof list === "number") all[at++] = list
    else {
      all.set(list, at)
      at += list.length
    }
  }
  all.sort()
  let kept = 0
  for (let from = 0; from < all.length; from++) if (from === 0 || all[from] !== all[from - 1]) all[kept++] = all[from]
  return all.subarray(0, kept)
}

/** How many bits of a 32-bit integer are set. */
function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** How many expansions a query's words are marked with at once: one bit each in `marks`. */
const MARK_BITS = 30

/**
 * A query's matches, compact (thousands of hits for a broad word make no object each): the products'
 * numbers, those found as typed first, then the forgiven ones, and for each its mark (`hitScore`,
 * `hitForgiven`, `hitInName`, `hitInBrand` read it).
 */
export type Matches = { numbers: Int32Array; marks: Int32Array }

const FORGIVEN = 1
const IN_NAME = 2
const IN_BRAND = 4
/** True when a word only matched with letters forgiven. */
export const hitForgiven = (mark: number) => (mark & FORGIVEN) !== 0
/** Whether every word of the query was found in the name (with its model numbers). */
export const hitInName = (mark: number) => (mark & IN_NAME) !== 0
/** Whether every word of the query was found in the brand. */
export const hitInBrand = (mark: number) => (mark & IN_BRAND) !== 0
/** Name matches weigh 100, brand matches 10: names first, as the shop has always ranked. */
export const hitScore = (mark: number) => mark >>> 3

export type SearchHit = {
  id: string
  /** The product's number in the engine (kept while the product is). */
  number: number
  forgiven: boolean
  score: number
  inName: boolean
  inBrand: boolean
}

/**
 * What is kept of past queries between two changes of the catalogue, the least recently used
 * dropped first (so that the broad words every query meets stay while rare ones come and go):
 * - the expansions, up to this many words in all;
 */
const EXPANSION_WORDS_KEPT = 200_000
/**
 * - apart from those, this many broad expansions, of BROAD_WORDS words or more: a word's first
 *   letter or digit stands for thousands of words, whose walk through the radix tree costs
 *   milliseconds; a stream of rare words must not push them out;
 */
const BROAD_EXPANSIONS_KEPT = 256
const BROAD_WORDS = 1_000
/** - the products gathered for expansions of several words, up to this many numbers in all (4 MB); */
const HOLDERS_KEPT = 1_000_000
/** - and this many broad expansions as bitsets (12.5 KB each at 100,000 products). */
const BITSETS_KEPT = 256
/** From how many candidates the other words are checked in lists or bitsets of their products, rather than in each candidate's words. */
const BITSET_FROM = 64
/**
 * From how many (word, product) pairs an expansion's products are kept as a bitset (12.5 KB at
 * 100,000 products, built once); a narrower one's are merged from its words' lists when asked.
 */
const BROAD_PAIRS = 4_096

/**
 * The shop's search over the published products. Words are looked up in MiniSearch's radix tree
 * (`SearchableMap`), which finds a word's completions and the indexed words within a few edits of it
 * at a cost that grows with the vocabulary, not the catalogue; the products are then the
 * intersection of each word's holders. Matching:
 * - every word of the query must match a word of the product, as typed, as its start, or forgiven
 *   (one letter wrong, missing, extra or two swapped from 4 letters, two from 8);
 * - model numbers match however they are spaced or dashed ("m404 dn", "M404-DN", "m404dn");
 * - what matches as typed ranks above what was forgiven.
 */
export class SearchEngine {
  /** Each word's id, by its text. */
  private readonly vocabulary = new SearchableMap<number>()
  /**
   * By word id: the products holding the word, and those of them holding it in their name, and in
   * their brand (what ranks many hits): ALL while that is every holder, NONE while none.
   */
  private readonly lists: Record<Where, Holders[]> = { holders: [], inName: [], inBrand: [] }
  /** Each word's text by its id (a word no product holds any more leaves its id to the next new one). */
  private readonly texts: Array<string | undefined> = []
  private readonly freeIds: number[] = []
  /** Each product's number in the engine; a product changed or added again keeps its number. */
  private readonly numbers = new Map<string, number>()
  /** The product ids, by number. */
  private readonly ids: string[] = []
  /** The products' words, by number (a product discarded has none). */
  private readonly documents = new Documents()
  /** Each query word's expansion, exact and forgiving, until the vocabulary changes. */
  private readonly expansions = new LRUCache<string, Expansion>({ maxSize: EXPANSION_WORDS_KEPT, sizeCalculation: (expansion) => 1 + expansion.size })
  private readonly broadExpansions = new LRUCache<string, Expansion>({ max: BROAD_EXPANSIONS_KEPT })
  /** The products holding one of an expansion's words, ascending, for expansions of several words. */
  private readonly gathered = new LRUCache<Expansion, Int32Array>({ maxSize: HOLDERS_KEPT, sizeCalculation: (holders) => Math.max(1, holders.length) })
  /** The same as bitsets, for broad expansions checked against many candidates. */
  private readonly bitsets = new LRUCache<Expansion, FastBitSet>({ max: BITSETS_KEPT })
  /** The products holding one of a broad expansion's words in their name, and in their brand: what ranks many hits. */
  private readonly nameBitsets = new LRUCache<Expansion, FastBitSet>({ max: BITSETS_KEPT })
  private readonly brandBitsets = new LRUCache<Expansion, FastBitSet>({ max: BITSETS_KEPT })
  /**
   * While a query is checked or ranked, each of its expansions' words carries one bit (by word id),
   * so a product's words are looked up by index rather than by text: kept between queries and
   * cleared after each.
   */
  private marks = new Uint32Array(1024)
  /** A query's hits, by product number: whether the current query found it (its stamp), and its mark. */
  private stamps = new Uint32Array(0)
  private stamp = 0
  private hitMarks = new Int32Array(0)
  private hitOrder = new Int32Array(0)

  constructor(documents: SearchDocument[] = []) {
    for (const document of documents) this.add(document)
  }

  /** A product's number in the engine, if it was ever added. */
  numberOf(id: string): number | undefined {
    return this.numbers.get(id)
  }

  /** How many numbers have been handed out (every number is below it). */
  get numbered(): number {
    return this.ids.length
  }

  has(id: string): boolean {
    const number = this.numbers.get(id)
    return number !== undefined && this.documents.has(number)
  }

  /** Adds a product (replacing one with the same id). */
  add(document: SearchDocument): void {
    this.discard(document.id)
    let number = this.numbers.get(document.id)
    if (number === undefined) {
      number = this.ids.push(document.id) - 1
      this.numbers.set(document.id, number)
    }
    const nameWords = words(document.name)
    const brandWords = words(document.brand)
    const name = new Set([...nameWords, ...joinedModels(nameWords)])
    const brand = new Set(brandWords)
    const all = new Set([...name, ...brand, ...words(document.other), ...joinedModels([...brandWords, ...nameWords])])
    const named: number[] = []
    const other: number[] = []
    for (const text of all) {
      const flags = (name.has(text) ? IN_NAME_TERM : 0) | (brand.has(text) ? IN_BRAND_TERM : 0)
      const { holders, inName, inBrand } = this.lists
      let word = this.vocabulary.get(text)
      if (word === undefined) {
        word = this.newId(text)
        this.vocabulary.set(text, word)
        holders[word] = number
        inName[word] = flags & IN_NAME_TERM ? ALL : NONE
        inBrand[word] = flags & IN_BRAND_TERM ? ALL : NONE
      } else {
        // A product holding the word elsewhere: its name's (or brand's) holders are no longer all of them.
        if (inName[word] === ALL && !(flags & IN_NAME_TERM)) inName[word] = copyOf(holders[word])
        if (inBrand[word] === ALL && !(flags & IN_BRAND_TERM)) inBrand[word] = copyOf(holders[word])
        holders[word] = withHolder(holders[word], number)
        if (flags & IN_NAME_TERM && inName[word] !== ALL) inName[word] = withHolder(inName[word], number)
        if (flags & IN_BRAND_TERM && inBrand[word] !== ALL) inBrand[word] = withHolder(inBrand[word], number)
      }
      ;(flags ? named : other).push(word * 4 + flags)
    }
    this.documents.set(number, named, other)
    this.forgetExpansions()
  }

  private newId(text: string): number {
    const id = this.freeIds.pop() ?? this.texts.length
    this.texts[id] = text
    if (id >= this.marks.length) {
      const grown = new Uint32Array(this.marks.length * 2)
      grown.set(this.marks)
      this.marks = grown
    }
    return id
  }

  /** Forgets a product. */
  discard(id: string): void {
    const number = this.numbers.get(id)
    if (number === undefined || !this.documents.has(number)) return
    const terms = this.documents.terms
    const { holders, inName, inBrand } = this.lists
    for (let at = this.documents.start(number); at < this.documents.end(number); at++) {
      const term = terms[at]
      const word = term >>> 2
      const text = this.texts[word]
      if (text === undefined) continue
      holders[word] = withoutHolder(holders[word], number)
      if (term & IN_NAME_TERM && inName[word] !== ALL) inName[word] = withoutHolder(inName[word], number)
      if (term & IN_BRAND_TERM && inBrand[word] !== ALL) inBrand[word] = withoutHolder(inBrand[word], number)
      if (holders[word] === NONE) {
        this.vocabulary.delete(text)
        this.texts[word] = undefined
        inName[word] = inBrand[word] = NONE
        this.freeIds.push(word)
      }
    }
    this.documents.delete(number)
    this.forgetExpansions()
  }

  private forgetExpansions() {
    this.expansions.clear()
    this.broadExpansions.clear()
    this.gathered.clear()
    this.bitsets.clear()
    this.nameBitsets.clear()
    this.brandBitsets.clear()
  }

  /** An expansion from the cache, computing and keeping it on a miss. */
  private expansion(key: string, compute: () => Expansion): Expansion {
    let found = this.expansions.get(key) ?? this.broadExpansions.get(key)
    if (!found) {
      found = compute()
      if (found.size >= BROAD_WORDS) this.broadExpansions.set(key, found)
      else this.expansions.set(key, found)
    }
    return found
  }

  /** The indexed words a query word matches as typed or as their start. */
  private exactly(word: string): Expansion {
    return this.expansion(`=${word}`, () => {
      const texts: string[] = []
      const found: number[] = []
      for (const [text, id] of this.vocabulary.atPrefix(word)) {
        texts.push(text)
        found.push(id)
      }
      return new Expansion(texts, new Array<number>(texts.length).fill(0), found, this.pairs(found))
    })
  }

  /** The indexed words a query word matches, forgiving what its length allows. */
  private forgiving(word: string): Expansion {
    const allowed = editsAllowed(word)
    if (!allowed) return this.exactly(word)
    return this.expansion(`~${word}`, () => this.forgive(word, allowed))
  }

  private forgive(word: string, allowed: number): Expansion {
    const exact = this.exactly(word)
    const texts = [...exact.texts]
    const distances = [...exact.distances]
    const found = [...exact.words]
    const known = new Set(texts)
    const note = (text: string, id: number, distance: number) => {
      if (known.has(text)) return
      known.add(text)
      texts.push(text)
      distances.push(distance)
      found.push(id)
    }
    for (const [text, [entry, distance]] of this.vocabulary.fuzzyGet(word, allowed)) note(text, entry, Math.max(distance, 1))
    // A swap is one mistake, where the radix tree's edit distance counts two.
    for (const swapped of swaps(word)) {
      for (const [text, [entry, distance]] of this.vocabulary.fuzzyGet(swapped, allowed - 1)) note(text, entry, distance + 1)
    }
    return new Expansion(texts, distances, found, this.pairs(found))
  }

  /** How many (word, product) pairs these words stand for. */
  private pairs(words: number[]): number {
    let count = 0
    for (const word of words) count += countOf(this.lists.holders[word])
    return count
  }

  /** The products holding a word (anywhere, in their name, or in their brand). */
  private listFor(word: number, where: Where): Holders {
    const list = this.lists[where][word]
    return list === ALL ? this.lists.holders[word] : list
  }

  /** Sets bit `at - from` of each word of the expansions from `from`, up to MARK_BITS of them; answers how many. */
  private mark(expansions: Expansion[], from: number): number {
    const marked = Math.min(MARK_BITS, expansions.length - from)
    for (let at = 0; at < marked; at++) {
      const bit = 1 << at
      for (const word of expansions[from + at].words) this.marks[word] |= bit
    }
    return marked
  }

  private unmark(expansions: Expansion[], from: number): void {
    for (let at = from; at < Math.min(from + MARK_BITS, expansions.length); at++) {
      for (const word of expansions[at].words) this.marks[word] = 0
    }
  }

  /** The bits marked on a product's terms, or'ed. */
  private marked(number: number): number {
    const terms = this.documents.terms
    let mask = 0
    for (let at = this.documents.start(number), end = this.documents.end(number); at < end; at++) mask |= this.marks[terms[at] >>> 2]
    return mask
  }

  /** The products matching every word of one reading, each word expanded by `expand`. */
  private matching(reading: string[], expand: (word: string) => Expansion): { numbers: ArrayLike<number>; expansions: Expansion[] } {
    const expansions = reading.map(expand)
    if (expansions.some((expansion) => !expansion.size)) return { numbers: [], expansions }
    // The word held by the fewest products gives the candidates, each checked against the other
    // words: by its own words when they are few, in a bitset of the word's products when they are
    // many (a short number: "6" stands for thousands of model numbers).
    let narrowest = expansions[0]
    for (const expansion of expansions) if (expansion.count < narrowest.count) narrowest = expansion
    const others = expansions.filter((expansion) => expansion !== narrowest)
    const candidates = this.holders(narrowest)
    if (!others.length) return { numbers: candidates, expansions }
    let kept: ArrayLike<number> = candidates
    if (candidates.length >= BITSET_FROM) {
      for (const other of others) {
        const passing: number[] = []
        const from = kept
        this.forEachHolding(from, other, "holders", (at) => passing.push(from[at]))
        kept = passing
      }
      return { numbers: kept, expansions }
    }
    for (let from = 0; from < others.length; from += MARK_BITS) {
      const full = 2 ** this.mark(others, from) - 1
      const passing: number[] = []
      for (let at = 0; at < kept.length; at++) {
        if ((this.marked(kept[at]) & full) === full) passing.push(kept[at])
      }
      this.unmark(others, from)
      kept = passing
    }
    return { numbers: kept, expansions }
  }

  /**
   * The products holding one of the expansion's words (anywhere, in their name, or in their brand),
   * by number, ascending: a broad expansion's kept (all of them only), a narrow one's merged.
   */
  private holders(expansion: Expansion, where: Where = "holders"): ArrayLike<number> {
    const lists = expansion.words.map((word) => this.listFor(word, where))
    if (lists.length === 1) return listOf(lists[0])
    let count = 0
    for (const list of lists) count += countOf(list)
    if (count < BROAD_PAIRS || where !== "holders") return merged(lists, count)
    let holders = this.gathered.get(expansion)
    if (!holders) {
      // Through a bitset: a product holding several of the words is counted once, in order.
      holders = Int32Array.from(this.bitset(expansion).array())
      this.gathered.set(expansion, holders)
    }
    return holders
  }

  /**
   * Calls `each(at)` for each of ascending `numbers` that holds one of the expansion's words
   * (anywhere, in its name, or in its brand): looked up in the words' lists merged for a narrow
   * expansion, in a bitset kept for a broad one.
   */
  private forEachHolding(numbers: ArrayLike<number>, expansion: Expansion, where: Where, each: (at: number) => void): void {
    if (expansion.count < BROAD_PAIRS) {
      const list = this.holders(expansion, where)
      for (let at = 0, from = 0; at < numbers.length && from < list.length; at++) {
        while (from < list.length && list[from] < numbers[at]) from++
        if (list[from] === numbers[at]) each(at)
      }
      return
    }
    const bits = this.bitset(expansion, where)
    for (let at = 0; at < numbers.length; at++) if (bits.has(numbers[at])) each(at)
  }

  /** The products holding one of the expansion's words (anywhere, in their name, or in their brand), as a bitset. */
  private bitset(expansion: Expansion, where: Where = "holders"): FastBitSet {
    const cache = where === "holders" ? this.bitsets : where === "inName" ? this.nameBitsets : this.brandBitsets
    let bits = cache.get(expansion)
    if (!bits) {
      bits = new FastBitSet()
      for (const word of expansion.words) {
        const list = this.listFor(word, where)
        if (typeof list === "number") bits.add(list)
        else for (const number of list) bits.add(number)
      }
      cache.set(expansion, bits)
    }
    return bits
  }

  /**
   * The products matching a query, compact: those found as typed first, then the forgiven ones,
   * each group in the order found. Empty for a query without words.
   */
  match(query: string): Matches {
    const queryWords = words(query)
    if (!queryWords.length) return { numbers: new Int32Array(0), marks: new Int32Array(0) }
    if (this.stamps.length < this.ids.length) {
      this.stamps = new Uint32Array(this.ids.length * 2)
      this.hitMarks = new Int32Array(this.ids.length * 2)
      this.hitOrder = new Int32Array(this.ids.length * 2)
      this.stamp = 0
    }
    if (this.stamp === 0xffffffff) {
      this.stamps.fill(0)
      this.stamp = 0
    }
    this.stamp++
    let found = this.collect(queryWords, (word) => this.exactly(word), false, 0)
    found = this.collect(queryWords, (word) => this.forgiving(word), true, found)
    const numbers = this.hitOrder.slice(0, found)
    const marks = new Int32Array(found)
    for (let at = 0; at < found; at++) marks[at] = this.hitMarks[numbers[at]]
    return { numbers, marks }
  }

  /**
   * The products matching a query, those found as typed first, then the forgiven ones; each group
   * by score. Empty for a query without words.
   */
  search(query: string): SearchHit[] {
    const { numbers, marks } = this.match(query)
    return Array.from(numbers, (number, at) => ({
      id: this.ids[number],
      number,
      forgiven: hitForgiven(marks[at]),
      score: hitScore(marks[at]),
      inName: hitInName(marks[at]),
      inBrand: hitInBrand(marks[at]),
    })).sort((a, b) => Number(a.forgiven) - Number(b.forgiven) || b.score - a.score)
  }

  /** Adds the query's matches, read as typed or forgiven, to the current query's hits; answers how many there are. */
  private collect(queryWords: string[], expand: (word: string) => Expansion, forgiven: boolean, found: number): number {
    for (const reading of readings(queryWords)) {
      // A reading whose words forgive nothing more than they match as typed adds no forgiven product.
      if (forgiven && reading.every((word) => expand(word).size === this.exactly(word).size)) continue
      const { numbers, expansions } = this.matching(reading, expand)
      if (!numbers.length) continue
      // How many of the reading's words each product holds in its name, and in its brand: for many
      // products, from the lists (or bitsets) of those holding each word there; for a few, from
      // their own words.
      const inName = new Uint8Array(numbers.length)
      const inBrand = new Uint8Array(numbers.length)
      if (numbers.length >= BITSET_FROM) {
        for (const expansion of expansions) {
          this.forEachHolding(numbers, expansion, "inName", (at) => inName[at]++)
          this.forEachHolding(numbers, expansion, "inBrand", (at) => inBrand[at]++)
        }
      } else for (let from = 0; from < expansions.length; from += MARK_BITS) {
        this.mark(expansions, from)
        const terms = this.documents.terms
        for (let at = 0; at < numbers.length; at++) {
          let name = 0
          let brand = 0
          for (let term = this.documents.start(numbers[at]), end = this.documents.namedEnd(numbers[at]); term < end; term++) {
            const packed = terms[term]
            const bits = this.marks[packed >>> 2]
            if (packed & IN_NAME_TERM) name |= bits
            if (packed & IN_BRAND_TERM) brand |= bits
          }
          inName[at] += bitCount(name)
          inBrand[at] += bitCount(brand)
        }
        this.unmark(expansions, from)
      }
      for (let at = 0; at < numbers.length; at++) {
        const number = numbers[at]
        const score = inName[at] * 100 + inBrand[at] * 10
        const mark = (score << 3) | (forgiven ? FORGIVEN : 0) | (inName[at] === reading.length ? IN_NAME : 0) | (inBrand[at] === reading.length ? IN_BRAND : 0)
        if (this.stamps[number] !== this.stamp) {
          this.stamps[number] = this.stamp
          this.hitMarks[number] = mark
          this.hitOrder[found++] = number
          continue
        }
        // Found as typed by another reading, or with fewer words in its name: kept as it was then.
        const known = this.hitMarks[number]
        if (hitForgiven(known) === forgiven && score > hitScore(known)) this.hitMarks[number] = mark
      }
    }
    return found
  }

  /** Whether any product matches the query with no letter forgiven. */
  findsAsTyped(query: string): boolean {
    const queryWords = words(query)
    return queryWords.length > 0 && readings(queryWords).some((reading) => this.matching(reading, (word) => this.exactly(word)).numbers.length > 0)
  }

  /**
   * The query with each word that matches nothing as typed replaced by the indexed word it most
   * likely meant (the fewest letters forgiven, then the most products), or null when the query
   * finds products as typed or no corrected query does.
   */
  correct(query: string): string | null {
    const queryWords = words(query)
    if (!queryWords.length || this.findsAsTyped(query)) return null
    const corrected = queryWords.map((word) => {
      if (this.exactly(word).size) return word
      let best = word
      let bestDistance = Infinity
      let bestCount = 0
      const { texts, distances, words: found } = this.forgiving(word)
      for (let at = 0; at < texts.length; at++) {
        const count = countOf(this.lists.holders[found[at]])
        if (distances[at] < bestDistance || (distances[at] === bestDistance && count > bestCount)) [best, bestDistance, bestCount] = [texts[at], distances[at], count]
      }
      return best
    })
    const suggestion = corrected.join(" ")
    if (suggestion === normalizeText(query)) return null
    return this.findsAsTyped(suggestion) ? suggestion : null
  }
}
