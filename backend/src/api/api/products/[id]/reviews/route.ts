import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CreateReviewBody } from "@printshop/contract"
import { getCatalogueIndex } from "../../../../../modules/catalogue/catalogue-index"
import { type ReviewRecord, toReviewView } from "../../../../../lib/reviews/reviews"
import { REVIEWS_MODULE } from "../../../../../modules/reviews"
import type ReviewsModuleService from "../../../../../modules/reviews/service"
import { saveCustomerReviewWorkflow } from "../../../../../workflows/reviews/workflows/save-customer-review"
import { customerOr401 } from "../../../../http/guards"
import { sendPublicJson } from "../../../../http/json-response"

async function productExists(req: MedusaRequest, id: string) {
  return (await getCatalogueIndex(req.scope)).has(id)
}

const notFound = (res: MedusaResponse, id: string) => res.status(404).json({ message: `Product ${id} was not found.` })

/** GET /api/products/{id}/reviews: the product's reviews that staff have not hidden, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const id = req.params.id
  if (!(await productExists(req, id))) return notFound(res, id)
  const reviews = req.scope.resolve<ReviewsModuleService>(REVIEWS_MODULE)
  const list = await reviews.listReviews({ product_id: id, hidden: false }, { order: { created_at: "DESC" }, take: 500 })
  sendPublicJson(req, res, list.map((review) => toReviewView(review as unknown as ReviewRecord)))
}

/**
 * POST /api/products/{id}/reviews: a signed-in customer rates a product (1-5) with a comment.
 * One review per customer and product: a second submission updates the first (200).
 */
export async function POST(req: AuthenticatedMedusaRequest<CreateReviewBody>, res: MedusaResponse) {
  const id = req.params.id
  const customer = await customerOr401(req, res, "Please sign in to write a review.")
  if (!customer) return
  if (!(await productExists(req, id))) return notFound(res, id)
  const { result } = await saveCustomerReviewWorkflow(req.scope).run({
    input: { customerId: customer.id, productId: id, ...req.validatedBody },
  })
  res.status(result.created ? 201 : 200).json(toReviewView(result.review))
}
