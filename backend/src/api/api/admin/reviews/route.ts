import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type ReviewRecord, toStaffReviewView } from "../../../../lib/reviews/reviews"
import { REVIEWS_MODULE } from "../../../../modules/reviews"
import type ReviewsModuleService from "../../../../modules/reviews/service"
import { parseOr400 } from "../../../http/validation"
import { ListReviewsQuery } from "./validators"

/** GET /api/admin/reviews: every review, hidden ones included, newest first (staff only). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = parseOr400(res, ListReviewsQuery, req.query)
  if (!query) return
  const filters: Record<string, unknown> = {}
  if (query.productId) filters.product_id = query.productId
  if (query.hidden !== undefined) filters.hidden = query.hidden
  const [reviews, count] = await req.scope
    .resolve<ReviewsModuleService>(REVIEWS_MODULE)
    .listAndCountReviews(filters, { order: { created_at: "DESC" }, take: query.limit, skip: query.offset })
  res.setHeader("Cache-Control", "no-store")
  res.json({
    reviews: reviews.map((review) => toStaffReviewView(review as unknown as ReviewRecord)),
    count,
    limit: query.limit,
    offset: query.offset,
  })
}
