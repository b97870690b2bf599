// The catalogue engine's public API (README.md): the index of the products and what it answers,
// the search engine under it, the text rules both share, and the JSON bodies it answers with.
export { CatalogueIndex, type FoundProducts, type ProductQuery, type RatingSummary, smallest } from "./catalogue"
export { type JsonBody, RawJson, rawJsonArray, toJsonBody } from "./json-body"
export { type ProductRecord, type ReviewStats, money, toProductJson } from "./product-view"
export { type SearchDocument, type SearchHit, SearchEngine, editsAllowed, joinedModels } from "./search-engine"
export { matchesAll, normalizeText, words } from "./search-text"
