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

const paths = {
  search(n) {
    const word = n % 3 === 0 ? pick(TYPOS, n >> 2) : pick(WORDS, n >> 2)
    const query = n % 2 ? `${word} ${(n % 9_973) + 1}` : `${word} ${pick(WORDS, n >> 5)}`
    return `/api/products?search=${encodeURIComponent(query)}&limit=24&offset=0`
  },
  filters(n) {
    const params = new URLSearchParams({ limit: "24", offset: String((n % 5) * 24), sort: pick(SORTS, n) })
    if (n % 2) params.set("category", pick(CATEGORIES, n >> 1))
    params.set("brands", [pick(BRANDS, n >> 2), pick(BRANDS, n >> 4)].join(","))
    params.set("priceRange", pick(RANGES, n >> 3))
    if (n % 3 === 0) params.set("inStock", "true")
    return `/api/products?${params}`
  },
  suggestions(n) {
    const word = n % 4 === 0 ? pick(TYPOS, n >> 2) : pick(WORDS, n >> 2)
    return `/api/search-suggestions?q=${encodeURIComponent(`${word.slice(0, 3 + (n % 4))} ${(n % 9_973) + 1}`)}`
  },
}

module.exports = { paths }
