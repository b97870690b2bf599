import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { quoteMessageBodySchema, type Quote, type QuoteMessageBody } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { formatOrderDateTime } from '@/lib/order-dates'
import { useSendQuoteMessage } from '../api/send-quote-message'

/** One entry of the thread: who wrote, when, and what. */
interface ThreadEntry {
  id: string
  fromCustomer: boolean
  author: string
  body: string
  createdAt: string
}

/**
 * The request's own message first, then the messages of both sides in the order they were written.
 * The customer's side is 'You', or the colleague's name on a quote a colleague (`askedBy`) asked for.
 */
function threadOf(quote: Quote, askedBy: { name: string } | null): ThreadEntry[] {
  const request: ThreadEntry[] = quote.message
    ? [{ id: 'request', fromCustomer: true, author: askedBy?.name ?? 'You', body: quote.message, createdAt: quote.createdAt }]
    : []
  const messages = [...quote.messages]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((message) => ({
      id: message.id,
      fromCustomer: message.author === 'customer',
      author: message.author === 'customer' ? (askedBy ? message.authorName : 'You') : `${message.authorName} (PrintShop Pro)`,
      body: message.body,
      createdAt: message.createdAt,
    }))
  return [...request, ...messages]
}

/**
 * The quote's conversation with staff, and a message to add to it (staff are e-mailed). Open
 * whatever the quote's status: a question about an expired or accepted quote is welcome too. On a
 * quote a colleague (`askedBy`) asked for, the conversation only: they write, not the customer.
 */
export function QuoteMessages({
  quote,
  askedBy = null,
  className,
}: {
  quote: Quote
  askedBy?: { name: string } | null
  className?: string
}) {
  const thread = threadOf(quote, askedBy)
  const sendMessage = useSendQuoteMessage()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteMessageBody>({ resolver: zodResolver(quoteMessageBodySchema), defaultValues: { message: '' } })

  const onSubmit = handleSubmit(async (body) => {
    try {
      await sendMessage.mutateAsync({ quoteId: quote.id, body })
    } catch (error) {
      applyServerFieldErrors(error, setError, ['message'])
      toast({
        title: 'Message not sent',
        description: serverMessage(error) ?? 'We could not send your message just now. Please try again.',
        variant: 'destructive',
      })
      return
    }
    reset({ message: '' })
    toast({ title: 'Message sent', description: 'We will reply by e-mail and here.' })
  })

  return (
    <section aria-labelledby="quote-messages-heading" className={className}>
      <h3 id="quote-messages-heading" className="text-sm font-semibold text-slate-900">
        Messages
      </h3>
      {thread.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{askedBy ? 'No messages yet.' : 'No messages yet. Ask us anything about this quote.'}</p>
      ) : (
        <ol aria-label="Messages about this quote" className="mt-2 space-y-3">
          {thread.map((entry) => (
            <li
              key={entry.id}
              className={cn(
                'rounded-lg border p-3 text-sm',
                entry.fromCustomer ? 'border-slate-200 bg-white sm:ml-8' : 'border-primary-200 bg-primary-50 sm:mr-8',
              )}
            >
              <p className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-500">
                <span className="font-semibold text-slate-700">{entry.author}</span>
                <time dateTime={entry.createdAt}>{formatOrderDateTime(entry.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{entry.body}</p>
            </li>
          ))}
        </ol>
      )}

      {!askedBy && (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-3">
          <FormField id={`quote-${quote.id}-message`} label="Your message" error={errors.message?.message}>
            <Textarea rows={3} {...register('message')} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" variant="outline" disabled={isSubmitting}>
              <Send className="h-4 w-4" aria-hidden="true" />
              {isSubmitting ? 'Sending...' : 'Send Message'}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
