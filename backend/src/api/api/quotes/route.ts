import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { nameOf } from "../../../lib/accounts/customers"
import type { QuoteRequestBody } from "@printshop/contract"
import { getCatalogueIndex } from "../../../modules/catalogue/catalogue-index"
import { findQuote, toQuoteViews } from "../../../lib/quotes/quotes"
import { requestQuoteWorkflow } from "../../../workflows/quotes/workflows/quote-workflows"
import { answerUnknownProduct } from "../../http/checkout-refusal-answer"
import { customerOr401 } from "../../http/guards"

/**
 * POST /api/quotes { items, message, company?, phone? }: a signed-in customer asks for a quote on
 * products the shop sells (docs/api.md, "Quotes"). Staff are e-mailed (after this answer, by the
 * worker). 201 with the quote; 400 naming a product that is not sold.
 */
export async function POST(req: AuthenticatedMedusaRequest<QuoteRequestBody>, res: MedusaResponse) {
  const customer = await customerOr401(req, res)
  if (!customer) return
  const body = req.validatedBody
  const index = await getCatalogueIndex(req.scope)
  const unknown = body.items.findIndex((item) => !index.has(item.productId))
  if (unknown >= 0) {
    answerUnknownProduct(res, body.items[unknown].productId, unknown)
    return
  }
    const { result } = await requestQuoteWorkflow(req.scope).run({
    input: {
      customerId: customer.id,
      email: customer.email,
      customerName: nameOf(customer),
      company: body.company || customer.company_name || null,
      phone: body.phone || customer.phone || null,
      message: body.message || null,
      items: body.items.map((item) => ({ productId: item.productId, productName: index.get(item.productId)!.name, quantity: item.quantity })),
    },
  })
  const [view] = await toQuoteViews(req.scope, [(await findQuote(req.scope, result.id))!])
  res.status(201).json(view)
}
