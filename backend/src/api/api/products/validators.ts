import { z } from "@medusajs/framework/zod"
import { PRICE_RANGES, SORTS } from "../../../lib/catalogue/catalogue-index"
import { CATEGORY_HANDLES } from "../../../lib/catalogue/categories"

const flag = z.enum(["true", "false"], { message: "must be true or false" }).transform((value) => value === "true")
const nonNegativeInt = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .refine((value) => value <= max, `must be at most ${max}`)

export const ListProductsQuery = z
  .object({
    category: z.enum(CATEGORY_HANDLES as [string, ...string[]], {
      message: `must be one of ${CATEGORY_HANDLES.join(", ")}`,
    }),
    search: z.string().trim().max(200, "must be at most 200 characters"),
    featured: flag,
    business: flag,
    inStock: flag,
    brands: z
      .string()
      .max(1000, "is too long")
      .transform((value) => value.split(",").map((brand) => brand.trim()).filter(Boolean)),
    priceRange: z.enum(PRICE_RANGES, { message: `must be one of ${PRICE_RANGES.join(", ")}` }),
    sort: z.enum(SORTS, { message: `must be one of ${SORTS.join(", ")}` }),
    limit: nonNegativeInt(100).refine((value) => value >= 1, "must be at least 1"),
    offset: nonNegativeInt(1_000_000),
  })
  .partial()
  .strict()

export const ProductIdParams = z.object({ id: z.string().min(1).max(100) })

export const CreateReviewBody = z
  .object({
    rating: z.number({ message: "Rating must be a whole number from 1 to 5" }).int("Rating must be a whole number from 1 to 5").min(1, "Rating must be a whole number from 1 to 5").max(5, "Rating must be a whole number from 1 to 5"),
    comment: z.string({ message: "Comment is required" }).trim().min(10, "Comment must be at least 10 characters").max(2000, "Comment must be at most 2000 characters"),
  })
  .strict()

export const SuggestionsQuery = z
  .object({ q: z.string().max(200, "must be at most 200 characters").default("") })
  .strict()
