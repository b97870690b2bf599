import type { z } from 'zod'
import { MAX_LONG, requiredText, todayIso, warrantyClaimFieldsSchema } from '@printshop/contract'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { useInquiryForm } from '../hooks/use-inquiry-form'
import { InquiryFormLayout } from './inquiry-form-parts'

/**
 * The claim's fields as the server checks them. The purchase date may not lie after today where
 * the customer is (the server allows a day for clocks behind), and the issue keeps the form's words.
 */
export const warrantyClaimSchema = warrantyClaimFieldsSchema.extend({
  purchaseDate: warrantyClaimFieldsSchema.shape.purchaseDate.refine(
    (value) => value <= todayIso(),
    'Purchase date cannot be in the future',
  ),
  issueDescription: requiredText('Please describe the issue', { max: MAX_LONG }),
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
