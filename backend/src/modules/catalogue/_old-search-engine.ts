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

/** A product as the engine keeps it: the words of its name (with its model numbers), of its brand, and all its words. */
type Document = { name: string[]; brand: string[]; terms: string[] }

/**
 * The products holding a word, by their numbers in the engine, ascending: an array of small
 * integers takes a quarter of the memory of a Set of ids, for the millions of (word, product)
 * pairs of a large catalogue.
 */
type Holders = number[]

/** Where `value` is, or would go, in an ascending array. */
function position(holders: Holders, value: number): number {
  let low = 0
  let high = holders.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (holders[middle] < value) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * The indexed words a query word stands for, each with how many letters it forgives (0: as typed
 * or a start), and the holders of each (the vocabulary's own lists): a short number ("6") stands
 * for thousands of words, whose lists a query must not look up one by one.
 */
class Expansion {
  /** How many (word, product) pairs it stands for: what gathering its products costs. */
  readonly count: number

  constructor(
    readonly terms: Map<string, number>,
    readonly lists: Holders[]
  ) {
    let count = 0
    for (const list of lists) count += list.length
    this.count = count
  }

  get size() {
    return this.terms.size
  }
}

/** Whether some of a product's words (its name, brand, or all of them) are among the expansion's. */
const holdsOne = (terms: string[], expansion: Expansion) => {
  for (const term of terms) if (expansion.terms.has(term)) return true
  return false
}

export type SearchHit = {
  id: string
  /** The product's number in the engine (kept while the product is). */
  number: number
  /** True when a word only matched with letters forgiven. */
  forgiven: boolean
  /** Name matches weigh 100, brand matches 10: names first, as the shop has always ranked. */
  score: number
  /** Whether every word of the query was found in the name (with its model numbers). */
  inName: boolean
  /** Whether every word of the query was found in the brand. */
  inBrand: boolean
}

/**
 * What is kept of past queries between two changes of the catalogue, the least recently used
 * dropped first (so that the broad words every query meets stay while rare ones come and go):
 * - the expansions, up to this many words in all;
 */
const EXPANSION_WORDS_KEPT = 200_000
/** - the products gathered for expansions of several words, up to this many numbers in all (4 MB); */
const HOLDERS_KEPT = 1_000_000
/** - and this many broad expansions as bitsets (12.5 KB each at 100,000 products). */
const BITSETS_KEPT = 64
/** From how many candidates the other words are checked in a bitset of their products, rather than in each candidate's words. */
const BITSET_FROM = 64

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
  private readonly vocabulary = new SearchableMap<Holders>()
  /**
   * One string for each indexed word, shared by every product holding it: each product's words are
   * split from its texts afresh, and millions of copies of the same few words would otherwise be kept.
   */
  private readonly interned = new Map<string, string>()
  /** Each product's number in the engine; a product changed or added again keeps its number. */
  private readonly numbers = new Map<string, number>()
  /** The product ids and kept documents, by number (a product discarded leaves a hole). */
  private readonly ids: string[] = []
  private readonly documents: Array<Document | undefined> = []
  /** Each query word's expansion, exact and forgiving, until the vocabulary changes. */
  private readonly expansions = new LRUCache<string, Expansion>({ maxSize: EXPANSION_WORDS_KEPT, sizeCalculation: (expansion) => 1 + expansion.size })
  /** The products holding one of an expansion's words, ascending, for expansions of several words. */
  private readonly gathered = new LRUCache<Expansion, Int32Array>({ maxSize: HOLDERS_KEPT, sizeCalculation: (holders) => Math.max(1, holders.length) })
  /** The same as bitsets, for broad expansions checked against many candidates. */
  private readonly bitsets = new LRUCache<Expansion, FastBitSet>({ max: BITSETS_KEPT })

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
    return number !== undefined && this.documents[number] !== undefined
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
    const name = [...new Set([...nameWords, ...joinedModels(nameWords)])].map(this.intern)
    const brand = [...new Set(brandWords)].map(this.intern)
    const terms = [...new Set([...name, ...brand, ...words(document.other), ...joinedModels([...brandWords, ...nameWords])])].map(this.intern)
    for (const term of terms) {
      const holders = this.vocabulary.get(term)
      if (!holders) this.vocabulary.set(term, [number])
      // Numbers are handed out in order, so a new product's number goes at the end.
      else if (!holders.length || holders[holders.length - 1] < number) holders.push(number)
      else holders.splice(position(holders, number), 0, number)
    }
    this.documents[number] = { name, brand, terms }
    this.forgetExpansions()
  }

  private readonly intern = (term: string): string => {
    const known = this.interned.get(term)
    if (known !== undefined) return known
    this.interned.set(term, term)
    return term
  }

  /** Forgets a product. */
  discard(id: string): void {
    const number = this.numbers.get(id)
    const document = number === undefined ? undefined : this.documents[number]
    if (number === undefined || !document) return
    for (const term of document.terms) {
      const holders = this.vocabulary.get(term)
      if (!holders) continue
      const at = position(holders, number)
      if (holders[at] === number) holders.splice(at, 1)
      if (!holders.length) {
        this.vocabulary.delete(term)
        this.interned.delete(term)
      }
    }
    this.documents[number] = undefined
    this.forgetExpansions()
  }

  private forgetExpansions() {
    this.expansions.clear()
    this.gathered.clear()
    this.bitsets.clear()
  }

  /** An expansion from the cache, computing and keeping it on a miss. */
  private expansion(key: string, compute: () => Expansion): Expansion {
    let found = this.expansions.get(key)
    if (!found) {
      found = compute()
      this.expansions.set(key, found)
    }
    return found
  }

  /** The indexed words a query word matches as typed or as their start. */
  private exactly(word: string): Expansion {
    return this.expansion(`=${word}`, () => {
      const terms = new Map<string, number>()
      const lists: Holders[] = []
      for (const [term, holders] of this.vocabulary.atPrefix(word)) {
        terms.set(term, 0)
        lists.push(holders)
      }
      return new Expansion(terms, lists)
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
    const terms = new Map(exact.terms)
    const lists = [...exact.lists]
    const note = (term: string, holders: Holders, distance: number) => {
      if (terms.has(term)) return
      terms.set(term, distance)
      lists.push(holders)
    }
    for (const [term, [holders, distance]] of this.vocabulary.fuzzyGet(word, allowed)) note(term, holders, Math.max(distance, 1))
    // A swap is one mistake, where the radix tree's edit distance counts two.
    for (const swapped of swaps(word)) {
      for (const [term, [holders, distance]] of this.vocabulary.fuzzyGet(swapped, allowed - 1)) note(term, holders, distance + 1)
    }
    return new Expansion(terms, lists)
  }

  /** The products matching every word of one reading, each word expanded by `expand`. */
  private matching(reading: string[], expand: (word: string) => Expansion): { numbers: number[]; expansions: Expansion[] } {
    const expansions = reading.map(expand)
    if (expansions.some((expansion) => !expansion.size)) return { numbers: [], expansions }
    // The word held by the fewest products gives the candidates, each checked against the other
    // words: by its own words when they are few, in a bitset of the word's products when they are
    // many (a short number: "6" stands for thousands of model numbers).
    let narrowest = expansions[0]
    for (const expansion of expansions) if (expansion.count < narrowest.count) narrowest = expansion
    const others = expansions.filter((expansion) => expansion !== narrowest)
    const candidates = this.holders(narrowest)
    const bitsets = candidates.length >= BITSET_FROM ? others.map((other) => this.bitset(other)) : null
    const numbers: number[] = []
    for (const number of candidates) {
      const terms = this.documents[number]!.terms
      let all = true
      for (let at = 0; all && at < others.length; at++) all = bitsets ? bitsets[at].has(number) : holdsOne(terms, others[at])
      if (all) numbers.push(number)
    }
    return { numbers, expansions }
  }

  /** The products holding one of the expansion's words, by number, ascending. */
  private holders(expansion: Expansion): Holders | Int32Array {
    if (expansion.lists.length === 1) return expansion.lists[0]
    let holders = this.gathered.get(expansion)
    if (!holders) {
      const all = new Int32Array(expansion.count)
      let at = 0
      for (const list of expansion.lists) {
        all.set(list, at)
        at += list.length
      }
      all.sort()
      // A product holding several of the words is counted once.
      let kept = 0
      for (let from = 0; from < all.length; from++) if (from === 0 || all[from] !== all[from - 1]) all[kept++] = all[from]
      holders = all.slice(0, kept)
      this.gathered.set(expansion, holders)
    }
    return holders
  }

  /** The products holding one of the expansion's words, as a bitset. */
  private bitset(expansion: Expansion): FastBitSet {
    let bits = this.bitsets.get(expansion)
    if (!bits) {
      bits = new FastBitSet()
      for (const list of expansion.lists) for (const number of list) bits.add(number)
      this.bitsets.set(expansion, bits)
    }
    return bits
  }

  /**
   * The products matching a query, those found as typed first, then the forgiven ones; each group
   * by score. Empty for a query without words.
   */
  search(query: string): SearchHit[] {
    const queryWords = words(query)
    if (!queryWords.length) return []
    const hits = new Map<string, SearchHit>()
    this.collect(queryWords, (word) => this.exactly(word), false, hits)
    this.collect(queryWords, (word) => this.forgiving(word), true, hits)
    return [...hits.values()].sort((a, b) => Number(a.forgiven) - Number(b.forgiven) || b.score - a.score)
  }

  private collect(queryWords: string[], expand: (word: string) => Expansion, forgiven: boolean, hits: Map<string, SearchHit>) {
    for (const reading of readings(queryWords)) {
      // A reading whose words forgive nothing more than they match as typed adds no forgiven product.
      if (forgiven && reading.every((word) => expand(word).size === this.exactly(word).size)) continue
      const { numbers, expansions } = this.matching(reading, expand)
      for (const number of numbers) {
        const id = this.ids[number]
        const known = hits.get(id)
        if (known && known.forgiven !== forgiven) continue
        const document = this.documents[number]!
        let inName = 0
        let inBrand = 0
        for (const expansion of expansions) {
          if (holdsOne(document.name, expansion)) inName++
          if (holdsOne(document.brand, expansion)) inBrand++
        }
        const score = inName * 100 + inBrand * 10
        // Another reading of the same query may find the product with more words in its name.
        if (!known || score > known.score) hits.set(id, { id, number, forgiven, score, inName: inName === reading.length, inBrand: inBrand === reading.length })
      }
    }
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
      for (const [term, distance] of this.forgiving(word).terms) {
        const count = this.vocabulary.get(term)!.length
        if (distance < bestDistance || (distance === bestDistance && count > bestCount)) [best, bestDistance, bestCount] = [term, distance, count]
      }
      return best
    })
    const suggestion = corrected.join(" ")
    if (suggestion === normalizeText(query)) return null
    return this.findsAsTyped(suggestion) ? suggestion : null
  }
}
