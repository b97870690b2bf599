import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getCatalogueIndex, invalidateCatalogueIndex } from "../../../../../lib/catalogue/catalogue-index"
import { type LimitCheck, rateLimits, recordAttempt } from "../../../../../lib/accounts/rate-limit"
import { type ReviewRecord, saveCustomerReview, toReviewView } from "../../../../../lib/reviews/reviews"
import { REVIEWS_MODULE } from "../../../../../modules/reviews"
import type ReviewsModuleService from "../../../../../modules/reviews/service"
import { customerOr401, refusedByRateLimit } from "../../../../http/guards"
import { parseOr400 } from "../../../../http/validation"
import { CreateReviewBody, ProductIdParams } from "../../validators"

async function productExists(req: MedusaRequest, id: string) {
  return Boolean((await getCatalogueIndex(req.scope)).get(id))
}

/** GET /api/products/{id}/reviews: the product's reviews that staff have not hidden, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const params = parseOr400(res, ProductIdParams, req.params)
  if (!params) return
  if (!(await productExists(req, params.id))) {
    res.status(404).json({ message: `Product ${params.id} was not found.` })
    return
  }
  const reviews = req.scope.resolve<ReviewsModuleService>(REVIEWS_MODULE)
  const list = await reviews.listReviews({ product_id: params.id, hidden: false }, { order: { created_at: "DESC" }, take: 500 })
  res.json(list.map((review) => toReviewView(review as unknown as ReviewRecord)))
}

/**
 * POST /api/products/{id}/reviews: a signed-in customer rates a product (1-5) with a comment.
 * One review per customer and product: a second submission updates the first (200).
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const params = parseOr400(res, ProductIdParams, req.params)
  if (!params) return
  const body = parseOr400(res, CreateReviewBody, req.body)
  if (!body) return
  const customer = await customerOr401(req, res, "Please sign in to write a review.")
  if (!customer) return
  if (!(await productExists(req, params.id))) {
    res.status(404).json({ message: `Product ${params.id} was not found.` })
    return
  }
  const checks: LimitCheck[] = [[rateLimits().reviewsPerCustomer, customer.id]]
  if (await refusedByRateLimit(res, checks, "review")) return
  await recordAttempt(checks)

  const { review, created } = await saveCustomerReview(req.scope, customer, params.id, body)
  invalidateCatalogueIndex()
  res.status(created ? 201 : 200).json(toReviewView(review))
}
