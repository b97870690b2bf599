import { useMutation, useQueryClient } from '@tanstack/react-query'
import { quoteMessageSchema, type Quote, type QuoteMessage, type QuoteMessageBody } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { quoteKeys } from '@/lib/query-keys'

/** POST /api/user/quotes/{id}/messages { message }: 201 with the message (staff are e-mailed); 400 names the field, 404 when it is not the customer's quote. */
export async function sendQuoteMessage({ quoteId, body }: { quoteId: string; body: QuoteMessageBody }): Promise<QuoteMessage> {
  const response = await apiRequest('POST', `/api/user/quotes/${encodeURIComponent(quoteId)}/messages`, body)
  return quoteMessageSchema.parse(await response.json())
}

const withMessage = (quote: Quote, message: QuoteMessage): Quote =>
  quote.messages.some((known) => known.id === message.id) ? quote : { ...quote, messages: [...quote.messages, message] }

/** Sends a message and shows it in the thread at once; the quotes are read again after any outcome. */
export function useSendQuoteMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendQuoteMessage,
    onSuccess: (message, { quoteId }) => {
      queryClient.setQueryData<Quote | null>(quoteKeys.detail(quoteId), (quote) => (quote ? withMessage(quote, message) : quote))
      queryClient.setQueryData<Quote[]>(quoteKeys.list({ scope: 'mine' }), (quotes) =>
        quotes?.map((quote) => (quote.id === quoteId ? withMessage(quote, message) : quote)),
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  })
}
