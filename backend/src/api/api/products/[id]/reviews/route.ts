import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { getCatalogueIndex, invalidateCatalogueIndex } from "../../../../../lib/catalogue/catalogue-index"
import { REVIEWS_MODULE } from "../../../../../modules/reviews"
import type ReviewsModuleService from "../../../../../modules/reviews/service"
import { parseOr400 } from "../../../../validation"
import { CreateReviewBody, ProductIdParams } from "../../validators"

type ReviewRecord = {
  id: string
  product_id: string
  customer_name: string
  customer_title: string | null
  rating: number
  comment: string
  created_at: Date | string
}

/** A review as the shop's /api answers it (SPEC §3). */
export function toReviewView(review: ReviewRecord) {
  return {
    id: review.id,
    productId: review.product_id,
    customerName: review.customer_name,
    customerTitle: review.customer_title ?? undefined,
    rating: review.rating,
    comment: review.comment,
    createdAt: new Date(review.created_at).toISOString(),
  }
}

async function productExists(req: MedusaRequest, id: string) {
  return Boolean((await getCatalogueIndex(req.scope)).get(id))
}

/** GET /api/products/{id}/reviews: the product's reviews, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const params = parseOr400(res, ProductIdParams, req.params)
  if (!params) return
  if (!(await productExists(req, params.id))) {
    res.status(404).json({ message: `Product ${params.id} was not found.` })
    return
  }
  const reviews = req.scope.resolve<ReviewsModuleService>(REVIEWS_MODULE)
  const list = await reviews.listReviews({ product_id: params.id }, { order: { created_at: "DESC" }, take: 500 })
  res.json(list.map(toReviewView))
}

/** POST /api/products/{id}/reviews: a signed-in customer rates a product (1-5) with a comment. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const params = parseOr400(res, ProductIdParams, req.params)
  if (!params) return
  const body = parseOr400(res, CreateReviewBody, req.body)
  if (!body) return
  if (!(await productExists(req, params.id))) {
    res.status(404).json({ message: `Product ${params.id} was not found.` })
    return
  }
  const customers = req.scope.resolve(Modules.CUSTOMER)
  const customer = await customers.retrieveCustomer(req.auth_context.actor_id).catch(() => null)
  if (!customer) {
    res.status(401).json({ message: "Please sign in to write a review." })
    return
  }
  const lastInitial = customer.last_name ? ` ${customer.last_name.charAt(0).toUpperCase()}.` : ""
  const reviews = req.scope.resolve<ReviewsModuleService>(REVIEWS_MODULE)
  const review = await reviews.createReviews({
    product_id: params.id,
    customer_id: customer.id,
    customer_name: `${customer.first_name || customer.email.split("@")[0]}${lastInitial}`,
    customer_title: body.customerTitle || "Verified Buyer",
    rating: body.rating,
    comment: body.comment,
  })
  invalidateCatalogueIndex()
  res.status(201).json(toReviewView(review as unknown as ReviewRecord))
}
