import type { z } from 'zod'
import { INQUIRY_TYPES, contactFieldsSchema } from '@printshop/contract'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { useInquiryForm } from '../hooks/use-inquiry-form'
import { optionalChoice, valuesOf } from '../utils/inquiry-fields'
import { ChoiceSelect, fullName, InquiryFormLayout, NameEmailFields, PhoneCompanyFields } from './inquiry-form-parts'

/** The message's fields as the server checks them. */
export const contactSchema = contactFieldsSchema.extend({
  inquiryType: optionalChoice(valuesOf(INQUIRY_TYPES), 'Please choose an inquiry type'),
})

type ContactValues = z.infer<typeof contactSchema>

const EMPTY: ContactValues = { name: '', email: '', phone: '', company: '', inquiryType: 'general', subject: '', message: '' }

/** The /contact form: stored as a contact inquiry; we reply within 24 hours. */
export function ContactForm() {
  const inquiry = useInquiryForm({
    kind: 'contact',
    schema: contactSchema,
    defaultValues: EMPTY,
    prefill: (user) => ({ name: fullName(user), email: user.email, phone: user.phone ?? '' }),
  })
  const {
    register,
    formState: { errors },
  } = inquiry.form

  return (
    <InquiryFormLayout
      id="contact-form-title"
      title="Send Us a Message"
      description="We'll reply within 24 hours."
      sentTitle="Message sent"
      sentText="Thank you for contacting us. We'll reply within 24 hours."
      sendLabel="Send Message"
      inquiry={inquiry}
    >
      <NameEmailFields idPrefix="contact" register={register} errors={errors} />
      <PhoneCompanyFields idPrefix="contact" phoneLabel="Phone" register={register} errors={errors} />
      <FormField id="contact-inquiry-type" label="Inquiry Type" error={errors.inquiryType?.message}>
        <ChoiceSelect choices={INQUIRY_TYPES} {...register('inquiryType')} />
      </FormField>
      <FormField id="contact-subject" label="Subject *" error={errors.subject?.message}>
        <Input {...register('subject')} />
      </FormField>
      <FormField id="contact-message" label="Message *" error={errors.message?.message} className="sm:col-span-2">
        <Textarea rows={6} placeholder="How can we help?" {...register('message')} />
      </FormField>
    </InquiryFormLayout>
  )
}
