import { forwardRef, useEffect, useRef, type BaseSyntheticEvent, type ReactNode, type SelectHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { CheckCircle2, X } from 'lucide-react'
import type { InquiryReceipt, User } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input, Select } from '@/components/ui/input'

/** The name of a signed-in customer, for prefilling a form. */
export function fullName(user: User): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ')
}

/** A form's frame: a white card with a heading and a short line on what happens next. */
export function FormCard({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-2 text-slate-600">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** The confirmation after a form was stored: what happens next and the reference to quote. */
export function InquirySent({
  title,
  children,
  sent,
  onDismiss,
}: {
  title: string
  children: ReactNode
  sent: InquiryReceipt
  onDismiss: () => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  // The confirmation sits above the form: bring it into view from the submit button.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [sent.reference])
  return (
    <div ref={ref} role="status" className="mb-6 flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden="true" />
      <div className="flex-1 space-y-1 text-sm">
        <p className="font-semibold">{title}</p>
        <p>{children}</p>
        <p>
          Your reference number is <strong className="font-mono tracking-wide">{sent.reference}</strong>. Please mention
          it if you contact us about this request.
        </p>
      </div>
      <Button variant="ghost" size="icon" className="-mr-2 -mt-2 h-8 w-8 text-green-800" onClick={onDismiss} aria-label="Dismiss confirmation">
        <X className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  )
}

/** The submit button, disabled with 'Sending...' while the request is under way. */
export function SendButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
      {sending ? 'Sending...' : children}
    </Button>
  )
}

export function RequiredNote() {
  return <p className="text-xs text-slate-500">Fields marked * are required.</p>
}

/**
 * A whole customer form: its card, the confirmation once sent, the fields in a two-column grid,
 * the required-fields note and the send button. `inquiry` is what useInquiryForm returns.
 */
export function InquiryFormLayout({
  id,
  title,
  description,
  sentTitle,
  sentText,
  sendLabel,
  inquiry,
  children,
}: {
  id: string
  title: string
  description?: ReactNode
  sentTitle: string
  sentText: ReactNode
  sendLabel: string
  inquiry: {
    onSubmit: (event?: BaseSyntheticEvent) => void
    isSending: boolean
    sent: InquiryReceipt | null
    dismissSent: () => void
  }
  children: ReactNode
}) {
  return (
    <FormCard id={id} title={title} description={description}>
      {inquiry.sent && (
        <InquirySent title={sentTitle} sent={inquiry.sent} onDismiss={inquiry.dismissSent}>
          {sentText}
        </InquirySent>
      )}
      <form noValidate onSubmit={inquiry.onSubmit} className="grid gap-5 sm:grid-cols-2">
        {children}
        <div className="space-y-3 sm:col-span-2">
          <RequiredNote />
          <SendButton sending={inquiry.isSending}>{sendLabel}</SendButton>
        </div>
      </form>
    </FormCard>
  )
}

/** The required Name and Email fields that most forms start with. */
export function NameEmailFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string
  register: (field: 'name' | 'email') => UseFormRegisterReturn
  errors: { name?: { message?: string }; email?: { message?: string } }
}) {
  return (
    <>
      <FormField id={`${idPrefix}-name`} label="Name *" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField id={`${idPrefix}-email`} label="Email *" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
      </FormField>
    </>
  )
}

/** The optional Company field, and the Phone field, required where `phoneLabel` says so. */
export function PhoneCompanyFields({
  idPrefix,
  phoneLabel,
  register,
  errors,
}: {
  idPrefix: string
  phoneLabel: 'Phone' | 'Phone *'
  register: (field: 'phone' | 'company') => UseFormRegisterReturn
  errors: { phone?: { message?: string }; company?: { message?: string } }
}) {
  return (
    <>
      <FormField id={`${idPrefix}-phone`} label={phoneLabel} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <FormField id={`${idPrefix}-company`} label="Company" error={errors.company?.message}>
        <Input autoComplete="organization" {...register('company')} />
      </FormField>
    </>
  )
}

/** A select of one of the contract's lists of choices, with an empty first option when `placeholder` is given. */
export const ChoiceSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { choices: ReadonlyArray<{ value: string; label: string }>; placeholder?: string }
>(function ChoiceSelect({ choices, placeholder, ...props }, ref) {
  return (
    <Select ref={ref} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  )
})
