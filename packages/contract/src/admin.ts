import { z } from "zod"
import { INQUIRY_KINDS } from "./inquiries"
import { queryFlag, queryWholeNumber } from "./fields"
import { reviewSchema } from "./reviews"

/** The shop's /admin session (DESIGN §5): a member of staff signed in for 24 hours. */
export const STAFF_SESSION_HOURS = 24

export const staffSchema = z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() })
export type Staff = z.output<typeof staffSchema>

/** POST /api/admin/login. */
export const staffLoginAnswerSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  message: z.string(),
  user: staffSchema,
})
export type StaffLoginAnswer = z.output<typeof staffLoginAnswerSchema>

/** GET /api/admin/session. */
export const staffSessionSchema = z.object({ user: staffSchema })

/** Paging of the staff lists. */
const page = { limit: queryWholeNumber(1, 200).default(50), offset: queryWholeNumber(0, 1_000_000).default(0) }

/** GET /api/admin/reviews. */
export const listReviewsQuerySchema = z
  .object({ productId: z.string().trim().min(1).max(100).optional(), hidden: queryFlag.optional(), ...page })
  .strict()

/** PATCH /api/admin/reviews/{id}. */
export const updateReviewBodySchema = z.object({ hidden: z.boolean({ error: "hidden must be true or false" }) }).strict()

/** A review as staff see it: who wrote it and whether it is hidden. */
export const staffReviewSchema = reviewSchema.extend({
  customerId: z.string().nullable(),
  hidden: z.boolean(),
  updatedAt: z.string(),
})
export type StaffReview = z.output<typeof staffReviewSchema>
export const staffReviewPageSchema = z.object({
  reviews: z.array(staffReviewSchema),
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
})

/** GET /admin/inquiries (Medusa's admin API): the stored forms, newest first. */
export const listInquiriesQuerySchema = z.object({ kind: z.enum(INQUIRY_KINDS).optional(), ...page }).strict()
