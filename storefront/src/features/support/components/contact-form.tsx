import { z } from 'zod'
import { FormField } from '@/components/ui/form-field'
import { Input, Select, Textarea } from '@/components/ui/input'
import { INQUIRY_TYPES, valuesOf } from '../data/options'
import { useInquiryForm } from '../hooks/use-inquiry-form'
import { MAX_LONG, optionalChoice, optionalPhone, optionalText, requiredEmail, requiredText } from '../utils/inquiry-fields'
import { FormCard, fullName, InquirySent, RequiredNote, SendButton } from './inquiry-form-parts'

export const contactSchema = z.object({
  name: requiredText('Name is required'),
  email: requiredEmail,
  phone: optionalPhone,
  company: optionalText(),
  inquiryType: optionalChoice(valuesOf(INQUIRY_TYPES), 'Please choose an inquiry type'),
  subject: requiredText('Subject is required'),
  message: requiredText('Message is required', MAX_LONG),
})

type ContactValues = z.infer<typeof contactSchema>

const EMPTY: ContactValues = { name: '', email: '', phone: '', company: '', inquiryType: 'general', subject: '', message: '' }

/** The /contact form: stored as a contact inquiry; we reply within 24 hours. */
export function ContactForm() {
  const { form, onSubmit, isSending, sent, dismissSent } = useInquiryForm({
    kind: 'contact',
    schema: contactSchema,
    defaultValues: EMPTY,
    prefill: (user) => ({ name: fullName(user), email: user.email, phone: user.phone ?? '' }),
  })
  const {
    register,
    formState: { errors },
  } = form

  return (
    <FormCard id="contact-form-title" title="Send Us a Message" description="We'll reply within 24 hours.">
      {sent && (
        <InquirySent title="Message sent" sent={sent} onDismiss={dismissSent}>
          Thank you for contacting us. We'll reply within 24 hours.
        </InquirySent>
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name *" error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField id="contact-email" label="Email *" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
        </FormField>
        <FormField id="contact-phone" label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField id="contact-company" label="Company" error={errors.company?.message}>
          <Input autoComplete="organization" {...register('company')} />
        </FormField>
        <FormField id="contact-inquiry-type" label="Inquiry Type" error={errors.inquiryType?.message}>
          <Select {...register('inquiryType')}>
            {INQUIRY_TYPES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="contact-subject" label="Subject *" error={errors.subject?.message}>
          <Input {...register('subject')} />
        </FormField>
        <FormField id="contact-message" label="Message *" error={errors.message?.message} className="sm:col-span-2">
          <Textarea rows={6} placeholder="How can we help?" {...register('message')} />
        </FormField>
        <div className="space-y-3 sm:col-span-2">
          <RequiredNote />
          <SendButton sending={isSending}>Send Message</SendButton>
        </div>
      </form>
    </FormCard>
  )
}
