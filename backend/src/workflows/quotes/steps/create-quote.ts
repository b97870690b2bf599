import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { quotesService } from "../../../lib/quotes/quotes"

export type CreateQuoteInput = {
  customerId: string
  email: string
  customerName: string
  company: string | null
  phone: string | null
  message: string | null
  /** The lines in the customer's order, with the product titles now. */
  items: Array<{ productId: string; productName: string; quantity: number }>
}

/** A new quote request with its lines; compensation deletes it. */
export const createQuoteStep = createStep(
  "create-quote",
  async (input: CreateQuoteInput, { container }) => {
    const service = quotesService(container)
    const quote = await service.createQuotes({
      customer_id: input.customerId,
      email: input.email,
      customer_name: input.customerName,
      company: input.company,
      phone: input.phone,
      message: input.message,
      status: "requested",
    })
    await service.createQuoteItems(
      input.items.map((item, rank) => ({ quote_id: quote.id, product_id: item.productId, product_name: item.productName, quantity: item.quantity, rank }))
    )
    return new StepResponse({ id: quote.id }, quote.id)
  },
  async (id, { container }) => {
    if (id) await quotesService(container).deleteQuotes(id)
  }
)
