import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { type QuoteRecord, findQuote, quotesService } from "../../../lib/quotes/quotes"

export type PriceQuoteInput = {
  quoteId: string
  items: Array<{ productId: string; productName: string; quantity: number; unitPrice: number }>
  validUntil: string
  note: string | null
}

/**
 * Staff's prices replace the quote's lines (lines may have been added or removed) and make it
 * `quoted` until `validUntil`; compensation puts back the lines and fields it had.
 */
export const priceQuoteStep = createStep(
  "price-quote",
  async (input: PriceQuoteInput, { container }) => {
    const service = quotesService(container)
    const before = (await findQuote(container, input.quoteId)) as QuoteRecord
    await service.softDeleteQuoteItems((before.items ?? []).map((item) => item.id))
    await service.createQuoteItems(
      input.items.map((item, rank) => ({
        quote_id: input.quoteId,
        product_id: item.productId,
        product_name: item.productName,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        rank,
      }))
    )
    await service.updateQuotes({ id: input.quoteId, status: "quoted", valid_until: input.validUntil, note: input.note, quoted_at: new Date() })
    return new StepResponse({ id: input.quoteId }, before)
  },
  async (before, { container }) => {
    if (!before) return
    const service = quotesService(container)
    const now = await findQuote(container, before.id)
    await service.deleteQuoteItems((now?.items ?? []).map((item) => item.id))
    await service.restoreQuoteItems((before.items ?? []).map((item) => item.id))
    await service.updateQuotes({ id: before.id, status: before.status, valid_until: before.valid_until, note: before.note, quoted_at: before.quoted_at ? new Date(before.quoted_at) : null })
  }
)
