import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminQuoteSchema, type AdminQuote, type PriceQuoteBody } from '@printshop/contract'
import { adminRequest } from './admin-client'
import { adminQuoteKeys } from './get-quotes'

/**
 * PUT /api/admin/quotes/{id} { items: [{ productId, quantity, unitPrice }], validUntil, note }:
 * the quote as it now is (quoted), which the server e-mails to the customer. 409 once the
 * customer accepted or declined it; 400 with each field's problem.
 */
export async function priceQuote({ id, payload }: { id: string; payload: PriceQuoteBody }): Promise<AdminQuote> {
  const response = await adminRequest('PUT', `/api/admin/quotes/${encodeURIComponent(id)}`, { json: payload })
  return adminQuoteSchema.parse(await response.json())
}

/** The priced quote replaces the one shown; the lists (and the count of requested quotes) are read again. */
export function usePriceQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: priceQuote,
    onSuccess: (quote) => {
      queryClient.setQueryData(adminQuoteKeys.detail(quote.id), quote)
      return queryClient.invalidateQueries({ queryKey: adminQuoteKeys.lists() })
    },
  })
}
