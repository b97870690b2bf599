import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { listReviewsQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { getCatalogueIndex } from "../../../../modules/catalogue/catalogue-index"
import { type ReviewRecord, toStaffReviewView } from "../../../../lib/reviews/reviews"
import { REVIEWS_MODULE } from "../../../../modules/reviews"
import type ReviewsModuleService from "../../../../modules/reviews/service"

/** GET /api/admin/reviews: every review, hidden ones included, newest first (staff only). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.validatedQuery as z.output<typeof listReviewsQuerySchema>
  const filters: Record<string, unknown> = {}
  if (query.productId) filters.product_id = query.productId
  if (query.hidden !== undefined) filters.hidden = query.hidden
  const [[reviews, count], index] = await Promise.all([
    req.scope
      .resolve<ReviewsModuleService>(REVIEWS_MODULE)
      .listAndCountReviews(filters, { order: { created_at: "DESC" }, take: query.limit, skip: query.offset }),
    getCatalogueIndex(req.scope),
  ])
  const names = new Map<string, string>()
  for (const review of reviews) {
    const name = index.adminProduct(review.product_id)?.name
    if (name) names.set(review.product_id, name)
  }
  // A deleted product keeps its name in Medusa (deletion is soft): its reviews still say what they were about.
  const gone = [...new Set(reviews.map((review) => review.product_id).filter((id) => !names.has(id)))]
  if (gone.length) {
    const deleted = await req.scope.resolve(Modules.PRODUCT).listProducts({ id: gone }, { select: ["id", "title"], withDeleted: true })
    for (const product of deleted) names.set(product.id, product.title)
  }
  res.setHeader("Cache-Control", "no-store")
  res.json({
    reviews: reviews.map((review) => toStaffReviewView(review as unknown as ReviewRecord, names.get(review.product_id) ?? null)),
    count,
    limit: query.limit,
    offset: query.offset,
  })
}
