import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type PriceQuoteBody, QUOTE_MESSAGES, QUOTE_VALID_DAYS, addDays, todayUtc } from "@printshop/contract"
import { findQuote, toAdminQuoteViews } from "../../../../../lib/quotes/quotes"
import { getCatalogueIndex } from "../../../../../modules/catalogue/catalogue-index"
import { answerUnknownProduct } from "../../../../http/checkout-refusal-answer"
import { withQuoteLock } from "../../../../../workflows/quotes/quote-lock"
import { priceQuoteWorkflow } from "../../../../../workflows/quotes/workflows/quote-workflows"

/** GET /api/admin/quotes/{id}: one quote with its customer, lines and messages. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const record = await findQuote(req.scope, req.params.id)
  if (!record) {
    res.status(404).json({ message: QUOTE_MESSAGES.notFound })
    return
  }
  res.json((await toAdminQuoteViews(req.scope, [record]))[0])
}

/**
 * PUT /api/admin/quotes/{id} { items: [{ productId, quantity, unitPrice }], validUntil, note }:
 * staff price a quote that is requested, quoted or expired (pricing it again gives it a new date):
 * the lines replace its lines, `validUntil` defaults to QUOTE_VALID_DAYS from today, and the
 * customer is e-mailed a link. Under the quote's lock, so it never crosses an acceptance. 409 once
 * accepted or declined; 400 for a product the shop does not sell or a date in the past.
 */
export async function PUT(req: AuthenticatedMedusaRequest<PriceQuoteBody>, res: MedusaResponse) {
  const found = await findQuote(req.scope, req.params.id)
  if (!found) {
    res.status(404).json({ message: QUOTE_MESSAGES.notFound })
    return
  }
  const body = req.validatedBody
  const today = todayUtc()
  if (body.validUntil && body.validUntil < today) {
    res.status(400).json({ message: QUOTE_MESSAGES.pastDate, errors: [{ path: "validUntil", message: QUOTE_MESSAGES.pastDate }] })
    return
  }
  const index = await getCatalogueIndex(req.scope)
  const named = new Map((found.items ?? []).map((item) => [item.product_id, item.product_name]))
  const unknown = body.items.findIndex((item) => !index.has(item.productId) && !named.has(item.productId))
  if (unknown >= 0) {
    answerUnknownProduct(res, body.items[unknown].productId, unknown)
    return
  }
  await withQuoteLock(req.scope, found, async () => {
    const record = (await findQuote(req.scope, found.id))!
    if (record.status === "accepted" || record.status === "declined") {
      res.status(409).json({ code: `quote_${record.status}`, message: QUOTE_MESSAGES.closed })
      return
    }
    await priceQuoteWorkflow(req.scope).run({
      input: {
        quoteId: record.id,
        items: body.items.map((item) => ({
          productId: item.productId,
          productName: index.get(item.productId)?.name ?? named.get(item.productId) ?? item.productId,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
        })),
        validUntil: body.validUntil ?? addDays(today, QUOTE_VALID_DAYS),
        note: body.note || null,
      },
    })
    res.json((await toAdminQuoteViews(req.scope, [(await findQuote(req.scope, record.id))!]))[0])
  })
}
