import { PRODUCT_CATEGORIES } from "../shop"

/** Category handle -> display name ("pos-systems" -> "POS Systems"). */
export const CATEGORY_LABELS: Record<string, string> = Object.fromEntries(
  PRODUCT_CATEGORIES.map((category) => [category.handle, category.name])
)

export const CATEGORY_HANDLES = PRODUCT_CATEGORIES.map((category) => category.handle)
