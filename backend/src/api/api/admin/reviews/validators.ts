import { z } from "@medusajs/framework/zod"

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, "must be a whole number")
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be from ${min} to ${max}`)

export const ListReviewsQuery = z
  .object({
    productId: z.string().trim().min(1).max(100).optional(),
    hidden: z.enum(["true", "false"], { message: "must be true or false" }).transform((value) => value === "true").optional(),
    limit: wholeNumber(1, 200).default(50),
    offset: wholeNumber(0, 1_000_000).default(0),
  })
  .strict()

export const ReviewIdParams = z.object({ id: z.string().min(1).max(100) })

export const UpdateReviewBody = z
  .object({ hidden: z.boolean({ message: "hidden must be true or false" }) })
  .strict()
