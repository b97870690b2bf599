import { z } from 'zod'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { useInquiryForm } from '../hooks/use-inquiry-form'
import { ISO_DATE, MAX_LONG, requiredText, todayIso } from '../utils/inquiry-fields'
import { InquiryFormLayout } from './inquiry-form-parts'

export const warrantyClaimSchema = z.object({
  serialNumber: requiredText('Serial number is required'),
  purchaseDate: z
    .string()
    .min(1, 'Purchase date is required')
    .regex(ISO_DATE, 'Please enter a valid date')
    .refine((value) => value <= todayIso(), 'Purchase date cannot be in the future'),
  contactInfo: requiredText('Contact information is required'),
  issueDescription: requiredText('Please describe the issue', MAX_LONG),
})

type WarrantyClaimValues = z.infer<typeof warrantyClaimSchema>

const EMPTY: WarrantyClaimValues = { serialNumber: '', purchaseDate: '', contactInfo: '', issueDescription: '' }

/** The claim form on /warranty: stored as a warranty_claim; we check it with the manufacturer. */
export function WarrantyClaimForm() {
  const inquiry = useInquiryForm({
    kind: 'warranty_claim',
    schema: warrantyClaimSchema,
    defaultValues: EMPTY,
    prefill: (user) => ({ contactInfo: user.email }),
  })
  const {
    register,
    formState: { errors },
  } = inquiry.form

  return (
    <InquiryFormLayout
      id="warranty-claim-title"
      title="File a Warranty Claim"
      description="Tell us which product is affected and what is wrong. We check the coverage with the manufacturer and arrange the repair or replacement for you."
      sentTitle="Warranty claim received"
      sentText="Our warranty team will review your claim and contact you within 1 business day with the next steps."
      sendLabel="Submit Claim"
      inquiry={inquiry}
    >
      <FormField
        id="warranty-serial"
        label="Serial Number *"
        hint="Usually on a label on the back or underside of the device."
        error={errors.serialNumber?.message}
      >
        <Input autoComplete="off" {...register('serialNumber')} />
      </FormField>
      <FormField id="warranty-purchase-date" label="Purchase Date *" error={errors.purchaseDate?.message}>
        <Input type="date" max={todayIso()} {...register('purchaseDate')} />
      </FormField>
      <FormField
        id="warranty-contact"
        label="Contact Information *"
        hint="The e-mail address or phone number where we can reach you."
        error={errors.contactInfo?.message}
        className="sm:col-span-2"
      >
        <Input {...register('contactInfo')} />
      </FormField>
      <FormField
        id="warranty-issue"
        label="Issue Description *"
        error={errors.issueDescription?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={6} placeholder="What is the device doing, since when, and any error codes shown" {...register('issueDescription')} />
      </FormField>
    </InquiryFormLayout>
  )
}
