import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { updateReviewBodySchema } from "@printshop/contract"
import type { z } from "zod"
import { getCatalogueIndex } from "../../../../../modules/catalogue/catalogue-index"
import { type ReviewRecord, toStaffReviewView } from "../../../../../lib/reviews/reviews"
import { REVIEWS_MODULE } from "../../../../../modules/reviews"
import type ReviewsModuleService from "../../../../../modules/reviews/service"
import { setReviewHiddenWorkflow } from "../../../../../workflows/reviews/workflows/set-review-hidden"

/**
 * PATCH /api/admin/reviews/{id} `{ hidden }`: staff hide a review (or show it again); the
 * product's rating and review count follow on the next request.
 */
export async function PATCH(req: AuthenticatedMedusaRequest<z.output<typeof updateReviewBodySchema>>, res: MedusaResponse) {
  const id = req.params.id
  const reviews = req.scope.resolve<ReviewsModuleService>(REVIEWS_MODULE)
  const [existing] = await reviews.listReviews({ id }, { take: 1 })
  if (!existing) {
    res.status(404).json({ message: `Review ${id} was not found.` })
    return
  }
  const { result: updated } = await setReviewHiddenWorkflow(req.scope).run({ input: { id, hidden: req.validatedBody.hidden } })
  const productName = (await getCatalogueIndex(req.scope)).get(updated.product_id)?.name ?? null
  res.json(toStaffReviewView(updated as unknown as ReviewRecord, productName))
}
