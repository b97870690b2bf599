import { useId } from 'react'
import type { z } from 'zod'
import { Send } from 'lucide-react'
import { businessQuoteFieldsSchema } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { cn } from '@/lib/cn'
import { useInquiryForm } from '../hooks/use-inquiry-form'

/** The quote request's fields as the server checks them: the e-mail address and the requirements are required. */
export const businessQuoteSchema = businessQuoteFieldsSchema

type BusinessQuoteValues = z.infer<typeof businessQuoteSchema>

const EMPTY: BusinessQuoteValues = { firstName: '', lastName: '', company: '', email: '', phone: '', requirements: '' }

const FIELDS = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name', required: false },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name', required: false },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization', required: false },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: false },
] as const

/** A required field's label: a red mark after it, drawn by CSS so the label's text stays the field's name (its input says aria-required). */
const REQUIRED_LABEL = "after:ml-0.5 after:text-red-600 after:content-['*']"

const inputClasses =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/30 aria-[invalid=true]:border-red-500'

/**
 * The 'Request Business Quote' form: stored on the server as a business_quote; the shopper gets
 * a toast with the reference and the team follows up.
 */
export function BusinessQuoteForm() {
  const id = useId()
  const { form, onSubmit, isSending } = useInquiryForm({
    kind: 'business_quote',
    schema: businessQuoteSchema,
    defaultValues: EMPTY,
    prefill: (user) => ({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email, phone: user.phone ?? '' }),
    onSent: ({ reference }) =>
      toast({
        title: 'Quote request received',
        description: `Thank you! Our business team will be in touch within one business day. Your reference is ${reference}.`,
      }),
  })
  const {
    register,
    formState: { errors },
  } = form

  function errorProps(name: keyof BusinessQuoteValues) {
    const message = errors[name]?.message
    return { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? `${id}-${name}-error` : undefined }
  }

  function fieldError(name: keyof BusinessQuoteValues) {
    const message = errors[name]?.message
    return message ? (
      <p id={`${id}-${name}-error`} role="alert" className="mt-1 text-sm text-red-600">
        {message}
      </p>
    ) : null
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
        Request Business Quote
      </h2>
      <p className="mt-2 text-slate-600">Tell us what you need and a business specialist will prepare a tailored quote.</p>
      <p className="mt-1 text-sm text-slate-500">
        Fields marked <span className="text-red-600">*</span> are required.
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className={field.name === 'company' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${id}-${field.name}`} className={cn('text-sm font-medium text-slate-700', field.required && REQUIRED_LABEL)}>
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              aria-required={field.required || undefined}
              className={inputClasses}
              {...errorProps(field.name)}
              {...register(field.name)}
            />
            {fieldError(field.name)}
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-requirements`} className={cn('text-sm font-medium text-slate-700', REQUIRED_LABEL)}>
            Requirements
          </label>
          <textarea id={`${id}-requirements`} rows={4} aria-required className={inputClasses} {...errorProps('requirements')} {...register('requirements')} />
          {fieldError('requirements')}
        </div>
      </div>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={isSending}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {isSending ? 'Sending...' : 'Request Quote'}
      </Button>
    </form>
  )
}
