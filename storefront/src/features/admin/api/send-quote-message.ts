import { useMutation, useQueryClient } from '@tanstack/react-query'
import { quoteMessageSchema, type AdminQuote, type QuoteMessage } from '@printshop/contract'
import { adminRequest } from './admin-client'
import { adminQuoteKeys } from './get-quotes'

/** POST /api/admin/quotes/{id}/messages { message }: 201 with the message, which the server e-mails to the customer. */
export async function sendQuoteMessage({ id, message }: { id: string; message: string }): Promise<QuoteMessage> {
  const response = await adminRequest('POST', `/api/admin/quotes/${encodeURIComponent(id)}/messages`, { json: { message } })
  return quoteMessageSchema.parse(await response.json())
}

/** The message joins the quote's thread at once; the lists, which carry the threads too, are read again. */
export function useSendQuoteMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendQuoteMessage,
    onSuccess: (sent, { id }) => {
      queryClient.setQueryData<AdminQuote>(adminQuoteKeys.detail(id), (quote) =>
        quote && !quote.messages.some((message) => message.id === sent.id) ? { ...quote, messages: [...quote.messages, sent] } : quote,
      )
      return queryClient.invalidateQueries({ queryKey: adminQuoteKeys.lists() })
    },
  })
}
