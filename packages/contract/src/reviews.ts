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

/** The label the shop gives a reviewer who ordered the product (never sent by the client). */
export const VERIFIED_BUYER = "Verified Buyer"
