import { useMutation, useQueryClient } from '@tanstack/react-query'
import { stockAlertAnswerSchema, type StockAlertBody } from '@printshop/contract'
import { ApiError, apiRequest } from './api-client'
import { productKeys } from './query-keys'

// Asking for a back-in-stock e-mail is offered on a product's page (components/back-in-stock); the
// e-mail's unsubscribe page is the stock-alerts feature's.

/**
 * POST /api/products/:id/stock-alerts { email } (with the customer's token when signed in): the
 * server's thanks, the same whether or not the address had already asked. 400 with the field's
 * message for an address that is not one, 409 when the product is in stock, 429 when too many were sent.
 */
export async function subscribeStockAlert(productId: string, body: StockAlertBody): Promise<string> {
  const response = await apiRequest('POST', `/api/products/${encodeURIComponent(productId)}/stock-alerts`, body)
  return stockAlertAnswerSchema.parse(await response.json()).message
}

/** Asks for the e-mail; a 409 (it is in stock after all) reads the product again, so its page offers Add to Cart. */
export function useSubscribeStockAlert(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: StockAlertBody) => subscribeStockAlert(productId, body),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) })
      }
    },
  })
}
