import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalidateCatalogueIndex } from "../../../../../lib/catalogue/catalogue-index"
import { type ReviewRecord, toStaffReviewView } from "../../../../../lib/reviews/reviews"
import { REVIEWS_MODULE } from "../../../../../modules/reviews"
import type ReviewsModuleService from "../../../../../modules/reviews/service"
import { parseOr400 } from "../../../../http/validation"
import { ReviewIdParams, UpdateReviewBody } from "../validators"

/**
 * PATCH /api/admin/reviews/{id} `{ hidden }`: staff hide a review (or show it again); the
 * product's rating and review count follow on the next request.
 */
export async function PATCH(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const params = parseOr400(res, ReviewIdParams, req.params)
  if (!params) return
  const body = parseOr400(res, UpdateReviewBody, req.body)
  if (!body) return
  const reviews = req.scope.resolve<ReviewsModuleService>(REVIEWS_MODULE)
  const [existing] = await reviews.listReviews({ id: params.id }, { take: 1 })
  if (!existing) {
    res.status(404).json({ message: `Review ${params.id} was not found.` })
    return
  }
  const updated = await reviews.updateReviews({ id: params.id, hidden: body.hidden })
  invalidateCatalogueIndex()
  res.json(toStaffReviewView(updated as unknown as ReviewRecord))
}
