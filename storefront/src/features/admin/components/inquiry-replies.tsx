import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import {
  MAX_INQUIRY_REPLY,
  NO_REPLY_ADDRESS,
  inquiryReplyBodySchema,
  type AdminInquiry,
  type InquiryReply,
  type InquiryReplyBody,
} from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { formatOrderDateTime } from '@/lib/order-dates'
import { useReplyToInquiry } from '../api/reply-to-inquiry'

const count = new Intl.NumberFormat('en-US')

/** The replies staff sent, oldest first: who, when, and the text as written (never read as HTML). */
export function InquiryReplies({ replies }: { replies: InquiryReply[] }) {
  if (replies.length === 0) return null
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">
        Replies
      </h3>
      <ol aria-label="Replies" className="mt-2 space-y-3">
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-lg border border-slate-200 p-3">
            <p className="text-xs text-slate-500">
              <span className="font-medium text-slate-700">{reply.author}</span>
              {', '}
              <time dateTime={reply.createdAt}>{formatOrderDateTime(reply.createdAt)}</time>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">{reply.message}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * Reply: e-mailed to the sender by the server, which marks the message handled. A message sent
 * without an e-mail address has nobody to write to, and says so instead.
 */
export function InquiryReplyForm({ inquiry, onReplied }: { inquiry: AdminInquiry; onReplied: (reply: InquiryReply) => void }) {
  if (!inquiry.email) {
    return (
      <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">{NO_REPLY_ADDRESS}</p>
    )
  }
  return <ReplyForm inquiryId={inquiry.id} reference={inquiry.reference} email={inquiry.email} onReplied={onReplied} />
}

function ReplyForm({
  inquiryId,
  reference,
  email,
  onReplied,
}: {
  inquiryId: string
  reference: string
  email: string
  onReplied: (reply: InquiryReply) => void
}) {
  const reply = useReplyToInquiry()
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InquiryReplyBody>({ resolver: zodResolver(inquiryReplyBodySchema), defaultValues: { message: '' } })
  const message = useWatch({ control, name: 'message' })
  const sending = isSubmitting || reply.isPending

  const onSubmit = handleSubmit(async (values) => {
    let sent: InquiryReply
    try {
      sent = await reply.mutateAsync({ id: inquiryId, message: values.message })
    } catch (error) {
      applyServerFieldErrors(error, setError, ['message'])
      toast({ title: 'Reply Failed', description: serverMessage(error) ?? 'Failed to send the reply.', variant: 'destructive' })
      return
    }
    reset({ message: '' })
    toast({ title: 'Reply sent', description: `${reference} is now handled.` })
    onReplied(sent)
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <FormField
        id="inquiry-reply"
        label={`Reply to ${email}`}
        hint={`${count.format(message.length)} / ${count.format(MAX_INQUIRY_REPLY)} characters`}
        error={errors.message?.message}
      >
        <Textarea rows={6} maxLength={MAX_INQUIRY_REPLY} {...register('message')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={sending}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {sending ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
    </form>
  )
}
