import { useEffect, useId, useRef, useState, type BaseSyntheticEvent } from 'react'
import type { z } from 'zod'
import { Link } from 'react-router-dom'
import { CheckCircle2, Send, X } from 'lucide-react'
import { QUOTE_MESSAGES, businessQuoteFieldsSchema, quoteTitle, type Quote } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { serverFieldErrors, serverMessage } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/auth'
import { cn } from '@/lib/cn'
import { quoteAccountPath, useRequestQuote } from '@/lib/quotes'
import { GENERIC_ERROR, useInquiryForm } from '../hooks/use-inquiry-form'
import { QuoteProductPicker, checkPickedLines, type PickedLine } from './quote-product-picker'

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

/** The quote's fields the server names in a refusal, and the form's fields they are. */
const QUOTE_FIELD_OF = { message: 'requirements', company: 'company', phone: 'phone' } as const

/**
 * The 'Request Business Quote' form: stored on the server as a business_quote; the shopper gets
 * a toast with the reference and the team follows up. A signed-in customer may also pick products
 * and quantities: then it is a quote (POST /api/quotes) with the requirements as its message, priced
 * in their account, where they can accept it and check out.
 */
export function BusinessQuoteForm() {
  const id = useId()
  const { user } = useCurrentUser()
  const requestQuote = useRequestQuote()
  const [lines, setLines] = useState<PickedLine[]>([])
  const [lineProblems, setLineProblems] = useState<Record<string, string>>({})
  const [sentQuote, setSentQuote] = useState<Quote | null>(null)
  const { form, onSubmit: sendInquiry, isSending } = useInquiryForm({
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
  const quoting = user !== null && lines.length > 0

  function changeLines(next: PickedLine[]) {
    setLines(next)
    setLineProblems({})
  }

  /** Asks for the quote: the picked lines, the requirements as its message, the company and phone. */
  async function sendQuote(values: BusinessQuoteValues, items: Array<{ productId: string; quantity: number }>, sentLines: PickedLine[]) {
    try {
      const quote = await requestQuote.mutateAsync({
        items,
        message: values.requirements,
        ...(values.company ? { company: values.company } : {}),
        ...(values.phone ? { phone: values.phone } : {}),
      })
      // The contact details stay for the next request; what this one asked for goes.
      form.resetField('requirements')
      setLines([])
      setSentQuote(quote)
      toast({ title: 'Quote request received', description: QUOTE_MESSAGES.requested })
    } catch (error) {
      const fields = serverFieldErrors(error)
      for (const [path, name] of Object.entries(QUOTE_FIELD_OF)) {
        if (fields[path]) form.setError(name, { type: 'server', message: fields[path] })
      }
      // A product the shop no longer sells is named by its line (items.1.productId).
      const problems: Record<string, string> = {}
      for (const [path, message] of Object.entries(fields)) {
        const line = sentLines[Number(/^items\.(\d+)\./.exec(path)?.[1] ?? Number.NaN)]
        if (line) problems[line.productId] = message
      }
      setLineProblems(problems)
      toast({ title: 'Could not send your request', description: serverMessage(error) ?? GENERIC_ERROR, variant: 'destructive' })
    }
  }

  function onSubmit(event?: BaseSyntheticEvent) {
    setSentQuote(null)
    if (!quoting) {
      sendInquiry(event)
      return
    }
    const checked = checkPickedLines(lines)
    setLineProblems('problems' in checked ? checked.problems : {})
    void form.handleSubmit(async (values) => {
      if ('items' in checked) await sendQuote(values, checked.items, lines)
    })(event)
  }

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
      {sentQuote && <QuoteSent quote={sentQuote} onDismiss={() => setSentQuote(null)} />}
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
        {user && (
          <div className="sm:col-span-2">
            <QuoteProductPicker idPrefix={id} lines={lines} onChange={changeLines} problems={lineProblems} />
          </div>
        )}
      </div>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={isSending}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {isSending ? 'Sending...' : 'Request Quote'}
      </Button>
    </form>
  )
}

/** The confirmation of a quote asked for with products: what happens next and the way to the quote in the account. */
function QuoteSent({ quote, onDismiss }: { quote: Quote; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  // The confirmation sits above the form: bring it into view from the submit button.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [quote.id])
  const title = quoteTitle(quote.number)
  return (
    <div ref={ref} role="status" className="mt-6 flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden="true" />
      <div className="flex-1 space-y-1 text-sm">
        <p className="font-semibold">{`${title} requested`}</p>
        <p>{QUOTE_MESSAGES.requested}</p>
        <p>
          <Link to={quoteAccountPath(quote.id)} className="font-medium text-green-900 underline hover:text-green-700">
            {`View ${title} in your account`}
          </Link>
        </p>
      </div>
      <Button variant="ghost" size="icon" className="-mr-2 -mt-2 h-8 w-8 text-green-800" onClick={onDismiss} aria-label="Dismiss confirmation">
        <X className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  )
}
