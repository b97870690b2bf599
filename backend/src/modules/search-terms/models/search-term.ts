import { model } from "@medusajs/framework/utils"

/**
 * A search that found nothing in the shop: the term as normalised (lower case, no accents or
 * punctuation), how often shoppers searched it and when they last did. Staff read these as a list
 * of what to stock next.
 */
const SearchTerm = model
  .define("search_term", {
    id: model.id({ prefix: "sterm" }).primaryKey(),
    term: model.text(),
    count: model.number().default(0),
    last_searched_at: model.dateTime(),
  })
  .indexes([
    { name: "IDX_search_term_term_unique", on: ["term"], unique: true },
    { name: "IDX_search_term_last_searched_at", on: ["last_searched_at"] },
  ])

export default SearchTerm
