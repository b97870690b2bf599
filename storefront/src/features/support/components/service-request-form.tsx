import { z } from 'zod'
import { MAX_LONG, MAX_PHONE, SERVICE_TYPES, isCalendarDate, requiredText, serviceRequestFieldsSchema, todayIso } from '@printshop/contract'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { useInquiryForm } from '../hooks/use-inquiry-form'
import { valuesOf } from '../utils/inquiry-fields'
import { ChoiceSelect, fullName, InquiryFormLayout, NameEmailFields, PhoneCompanyFields } from './inquiry-form-parts'

const serviceTypes: readonly string[] = valuesOf(SERVICE_TYPES)

/**
 * The request's fields as the server checks them, with the form's own words for the phone, the
 * service type and the equipment; the preferred date may be left empty and may not lie in the past.
 */
export const serviceRequestSchema = serviceRequestFieldsSchema.extend({
  phone: requiredText('Phone number is required', { max: MAX_PHONE }),
  serviceType: z.string().refine((value) => serviceTypes.includes(value), 'Please select a service type'),
  equipment: requiredText('Please describe the equipment', { max: MAX_LONG }),
  preferredDate: z
    .string()
    .refine((value) => value === '' || isCalendarDate(value), 'Please enter a valid date')
    .refine((value) => value === '' || value >= todayIso(), 'Preferred date cannot be in the past'),
})

type ServiceRequestValues = z.infer<typeof serviceRequestSchema>

const EMPTY: ServiceRequestValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  address: '',
  serviceType: '',
  equipment: '',
  preferredDate: '',
  message: '',
}

/** The request form on /installation: stored as a service_request; a technician calls back to schedule. */
export function ServiceRequestForm() {
  const inquiry = useInquiryForm({
    kind: 'service_request',
    schema: serviceRequestSchema,
    defaultValues: EMPTY,
    prefill: (user) => ({ name: fullName(user), email: user.email, phone: user.phone ?? '' }),
  })
  const {
    register,
    formState: { errors },
  } = inquiry.form

  return (
    <InquiryFormLayout
      id="service-request-title"
      title="Request a Service"
      description="Tell us what you need and where. A service coordinator will call you within 1 business day to confirm the price and schedule a visit."
      sentTitle="Service request received"
      sentText="A service coordinator will contact you within 1 business day to confirm the details and schedule your visit."
      sendLabel="Request Service"
      inquiry={inquiry}
    >
      <NameEmailFields idPrefix="service" register={register} errors={errors} />
      <PhoneCompanyFields idPrefix="service" phoneLabel="Phone *" register={register} errors={errors} />
      <FormField id="service-address" label="Service Address *" error={errors.address?.message} className="sm:col-span-2">
        <Input autoComplete="street-address" placeholder="Street, city, state and ZIP code" {...register('address')} />
      </FormField>
      <FormField id="service-type" label="Service Type *" error={errors.serviceType?.message}>
        <ChoiceSelect choices={SERVICE_TYPES} placeholder="Select a service" {...register('serviceType')} />
      </FormField>
      <FormField id="service-date" label="Preferred Date" error={errors.preferredDate?.message}>
        <Input type="date" min={todayIso()} {...register('preferredDate')} />
      </FormField>
      <FormField
        id="service-equipment"
        label="Equipment Details *"
        hint="Brand, model and number of devices, e.g. 3 × Epson TM-T88VI receipt printers."
        error={errors.equipment?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={3} {...register('equipment')} />
      </FormField>
      <FormField id="service-message" label="Additional Information" error={errors.message?.message} className="sm:col-span-2">
        <Textarea rows={4} placeholder="Access instructions, network setup, number of staff to train..." {...register('message')} />
      </FormField>
    </InquiryFormLayout>
  )
}
