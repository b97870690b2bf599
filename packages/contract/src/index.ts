/**
 * The shop's /api contract (docs/api.md): request and response schemas (zod), enums and the pricing
 * rules, written once. The backend validates requests and types its answers with it; the
 * storefront builds its forms on the request schemas and parses every answer with it.
 */
export * from "./fields"
export * from "./pricing"
export * from "./catalogue"
export * from "./answers"
export * from "./catalogue-paths"
export * from "./accounts"
export * from "./orders"
export * from "./reviews"
export * from "./inquiries"
export * from "./admin"
export * from "./seo"
export * from "./addresses"
export * from "./saved-list-limits"
export * from "./saved-lists"
export * from "./returns"
export * from "./promo-code"
export * from "./promotions"
export * from "./quotes"
export * from "./companies"
export * from "./tax-exemptions"
export * from "./choosing"
