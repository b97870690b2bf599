import { formatAmount, type Quote } from '@printshop/contract'
import type { CartItem } from '@/stores/cart-store'

/**
 * A quote's lines as the checkout shows and prices lines: each product at its quoted price of one
 * (no quantity prices, no stock cap: the quote is the price, and the server checks the stock).
 * They are the checkout's lines only; the shopper's cart is not touched.
 */
export function quoteCheckoutItems(quote: Pick<Quote, 'items'>): CartItem[] {
  return quote.items.map((line, index) => ({
    id: index + 1,
    productId: line.productId,
    quantity: line.quantity,
    product: { id: line.productId, name: line.productName, price: formatAmount(line.unitPrice ?? 0), image: line.image ?? '' },
  }))
}
