import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { findQuote, quoteLinesOf, statusOf } from "../../../lib/quotes/quotes"
import { CheckoutRefusal } from "./checkout-refusal"
import type { OrderLine } from "./resolve-order-lines"

/** The quote a checkout accepts: its id and number and the price of each of its products. */
export type CheckoutQuote = { id: string; number: number; prices: Record<string, number> }

/**
 * The quote a checkout is accepting, read inside the checkout's lock: the customer's own, priced
 * and not past its last day, with the lines the checkout was started with (staff may have changed
 * them since). Null for an ordinary checkout.
 */
export const checkQuoteStep = createStep(
  "check-quote",
  async (input: { quoteId: string | null; customerId: string; items: Array<{ productId: string; quantity: number }> }, { container }) => {
    if (!input.quoteId) return new StepResponse(null)
    const record = await findQuote(container, input.quoteId, input.customerId)
    if (!record) throw new CheckoutRefusal({ code: "quote_unavailable", status: "missing" })
    const status = statusOf(record)
    if (status !== "quoted") throw new CheckoutRefusal({ code: "quote_unavailable", status })
    const lines = quoteLinesOf(record)
    const same =
      lines.length === input.items.length &&
      input.items.every((item) => lines.some((line) => line.productId === item.productId && line.quantity === item.quantity))
    if (!same) throw new CheckoutRefusal({ code: "quote_changed" })
    const prices = Object.fromEntries(lines.map((line) => [line.productId, line.unitPrice as number]))
    return new StepResponse<CheckoutQuote | null>({ id: record.id, number: Number(record.number), prices })
  }
)

/** The checkout's lines at the quote's prices (unchanged without a quote). */
export const withQuotePrices = (lines: OrderLine[], quote: CheckoutQuote | null): OrderLine[] =>
  quote ? lines.map((line) => ({ ...line, listPrice: quote.prices[line.productId] ?? line.listPrice, quotedPrice: quote.prices[line.productId] })) : lines
