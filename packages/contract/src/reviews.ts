import { z } from "zod"

const ratingMessage = "Rating must be a whole number from 1 to 5"

/** POST /api/products/{id}/reviews: the reviewer sends stars and words; name and title come from the shop. */
export const createReviewBodySchema = z
  .object({
    rating: z.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage),
    comment: z
      .string({ error: "Comment is required" })
      .trim()
      .min(10, "Comment must be at least 10 characters")
      .max(2000, "Comment must be at most 2000 characters"),
  })
  .strict()
export type CreateReviewBody = z.output<typeof createReviewBodySchema>

/** A review (SPEC §3). */
export const reviewSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  productId: z.union([z.string(), z.number()]).transform(String),
  customerName: z.string(),
  customerTitle: z.string().nullish(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
})
export type Review = z.output<typeof reviewSchema>
export const reviewListSchema = z.array(reviewSchema)

/** The label the shop gives a reviewer who ordered the product (never sent by the client). */
export const VERIFIED_BUYER = "Verified Buyer"
