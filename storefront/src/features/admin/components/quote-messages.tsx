import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { MAX_QUOTE_MESSAGE, quoteMessageBodySchema, type AdminQuote, type QuoteMessage, type QuoteMessageBody } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { cn } from '@/lib/cn'
import { formatOrderDateTime } from '@/lib/order-dates'
import { useSendQuoteMessage } from '../api/send-quote-message'

const count = new Intl.NumberFormat('en-US')

/** The quote's messages, oldest first: who (the customer or staff), when, and the text as written (never read as HTML). */
export function QuoteMessages({ messages }: { messages: QuoteMessage[] }) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">Messages</h3>
      {messages.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">No messages yet.</p>
      ) : (
        <ol aria-label="Messages" className="mt-2 space-y-3">
          {messages.map((message) => (
            <li
              key={message.id}
              className={cn('rounded-lg border p-3', message.author === 'staff' ? 'border-blue-200 bg-blue-50' : 'border-slate-200')}
            >
              <p className="text-xs text-slate-500">
                <span className="font-medium text-slate-700">{message.authorName}</span>
                {message.author === 'staff' ? ' (staff)' : ' (customer)'}
                {', '}
                <time dateTime={message.createdAt}>{formatOrderDateTime(message.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/**
 * Send a message about the quote: e-mailed to the customer by the server, whatever the quote's
 * status (a question after acceptance is still answered here).
 */
export function QuoteMessageForm({ quote }: { quote: AdminQuote }) {
  const send = useSendQuoteMessage()
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteMessageBody>({ resolver: zodResolver(quoteMessageBodySchema), defaultValues: { message: '' } })
  const message = useWatch({ control, name: 'message' })
  const sending = isSubmitting || send.isPending

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ id: quote.id, message: values.message })
    } catch (error) {
      applyServerFieldErrors(error, setError, ['message'])
      toast({ title: 'Message Failed', description: serverMessage(error) ?? 'Failed to send the message.', variant: 'destructive' })
      return
    }
    reset({ message: '' })
    toast({ title: 'Message sent', description: `${quote.customer.email} was e-mailed a link to the quote.` })
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <FormField
        id="quote-message"
        label={`Message to ${quote.customer.email}`}
        hint={`${count.format(message.length)} / ${count.format(MAX_QUOTE_MESSAGE)} characters`}
        error={errors.message?.message}
      >
        <Textarea rows={4} maxLength={MAX_QUOTE_MESSAGE} {...register('message')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={sending}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  )
}
