import { useMutation, useQueryClient } from '@tanstack/react-query'
import { quoteSchema, type Quote } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { quoteKeys } from '@/lib/query-keys'

/** POST /api/user/quotes/{id}/decline: the quote, now declined; 409 once it was accepted or declined (QUOTE_MESSAGES). */
export async function declineQuote(quoteId: string): Promise<Quote> {
  const response = await apiRequest('POST', `/api/user/quotes/${encodeURIComponent(quoteId)}/decline`)
  return quoteSchema.parse(await response.json())
}

/** Declines a quote and shows it declined at once; the quotes are read again after any outcome (a refusal means it moved on). */
export function useDeclineQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: declineQuote,
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteKeys.detail(quote.id), quote)
      queryClient.setQueryData<Quote[]>(quoteKeys.list({ scope: 'mine' }), (quotes) =>
        quotes?.map((known) => (known.id === quote.id ? quote : known)),
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  })
}
