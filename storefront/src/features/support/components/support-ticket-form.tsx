import type { z } from 'zod'
import { TICKET_CATEGORIES, supportTicketFieldsSchema } from '@printshop/contract'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { useInquiryForm } from '../hooks/use-inquiry-form'
import { optionalChoice, valuesOf } from '../utils/inquiry-fields'
import { ChoiceSelect, fullName, InquiryFormLayout, NameEmailFields } from './inquiry-form-parts'

/** The ticket's fields as the server checks them; the category may be left open (the server files it under 'other'). */
export const supportTicketSchema = supportTicketFieldsSchema.extend({
  category: optionalChoice(valuesOf(TICKET_CATEGORIES), 'Please choose a category'),
})

type SupportTicketValues = z.infer<typeof supportTicketSchema>

const EMPTY: SupportTicketValues = { name: '', email: '', subject: '', category: '', message: '' }

/** 'Submit Support Ticket' on /support: stored as a support_ticket; we reply within 4 hours. */
export function SupportTicketForm() {
  const inquiry = useInquiryForm({
    kind: 'support_ticket',
    schema: supportTicketSchema,
    defaultValues: EMPTY,
    prefill: (user) => ({ name: fullName(user), email: user.email }),
  })
  const {
    register,
    formState: { errors },
  } = inquiry.form

  return (
    <InquiryFormLayout
      id="ticket-title"
      title="Submit a Support Ticket"
      description="Describe the issue and include your order number or printer model if you have it. Our support team replies within 4 hours during business hours."
      sentTitle="Ticket submitted"
      sentText="Thank you! Our support team will reply by e-mail within 4 hours during business hours."
      sendLabel="Submit Ticket"
      inquiry={inquiry}
    >
      <NameEmailFields idPrefix="ticket" register={register} errors={errors} />
      <FormField id="ticket-subject" label="Subject *" error={errors.subject?.message}>
        <Input placeholder="e.g. Printer shows a paper jam error" {...register('subject')} />
      </FormField>
      <FormField id="ticket-category" label="Category" error={errors.category?.message}>
        <ChoiceSelect choices={TICKET_CATEGORIES} placeholder="Select a category" {...register('category')} />
      </FormField>
      <FormField id="ticket-message" label="Message *" error={errors.message?.message} className="sm:col-span-2">
        <Textarea rows={6} placeholder="What happened, and what have you tried so far?" {...register('message')} />
      </FormField>
    </InquiryFormLayout>
  )
}
