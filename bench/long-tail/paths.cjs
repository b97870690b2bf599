// The long-tail requests of `npm run bench:catalogue`: every request a different search, filter
// combination or suggestion, so no cache at the edge or in the server can answer it twice.
// autocannon's workers load this file (functions cannot be passed to a worker thread).
const WORDS = ["epson", "canon", "brother", "laserjet", "ecotank", "scanner", "printer", "photo", "wireless", "receipt",
  "barcode", "zebra", "honeywell", "pixma", "duplex", "mobile", "thermal", "compact", "office", "color"]
const TYPOS = ["lazerjet", "epsn", "scaner", "brohter", "pritner", "wirless", "recipt", "barcdoe", "honeywel", "thermla"]
const BRANDS = ["HP", "Canon", "Epson", "Brother", "Zebra", "Honeywell", "Kodak", "Lexmark", "Xerox", "Datalogic"]
const CATEGORIES = ["printers", "photo-printers", "scanners", "pos-systems", "barcode-scanners", "business-solutions"]
const RANGES = ["under-100", "100-300", "300-500", "over-500"]
const SORTS = ["featured", "price-low", "price-high", "name", "rating"]

const pick = (list, n) => list[n % list.length]
/** A well-mixed number from n and a salt, so that no two choices repeat together on a short period. */
const mix = (n, salt) => {
  let x = (n * 2654435761 + salt * 40503) >>> 0
  x = (x ^ (x >>> 15)) >>> 0
  x = Math.imul(x, 2246822507) >>> 0
  x ^= x >>> 13
  return x >>> 0
}

const paths = {
  search(n) {
    const word = mix(n, 12) % 3 === 0 ? pick(TYPOS, mix(n, 13)) : pick(WORDS, mix(n, 13))
    const number = (mix(n, 14) % 10_000) + 1
    const query = n % 2 ? `${word} ${number}` : `${word} ${pick(WORDS, mix(n, 15))} ${number}`
    return `/api/products?search=${encodeURIComponent(query)}&limit=24&offset=0`
  },
  filters(n) {
    const params = new URLSearchParams({ limit: "24", offset: String((mix(n, 1) % 5) * 24), sort: pick(SORTS, mix(n, 2)) })
    if (mix(n, 3) % 2) params.set("category", pick(CATEGORIES, mix(n, 4)))
    params.set("brands", [pick(BRANDS, mix(n, 5)), pick(BRANDS, mix(n, 6)), pick(BRANDS, mix(n, 7))].join(","))
    params.set("priceRange", pick(RANGES, mix(n, 8)))
    if (mix(n, 9) % 3 === 0) params.set("inStock", "true")
    // Different answers to the same combination cannot be told apart; a page beyond the first varies the rest.
    if (mix(n, 10) % 2) params.set("offset", String((mix(n, 11) % 40) * 24))
    return `/api/products?${params}`
  },
  suggestions(n) {
    const word = mix(n, 16) % 4 === 0 ? pick(TYPOS, mix(n, 17)) : pick(WORDS, mix(n, 17))
    return `/api/search-suggestions?q=${encodeURIComponent(`${word.slice(0, 3 + (mix(n, 18) % 4))} ${(mix(n, 19) % 10_000) + 1}`)}`
  },
}

module.exports = { paths }
