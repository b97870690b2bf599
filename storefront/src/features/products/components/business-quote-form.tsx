import { useId, type FormEvent } from 'react'
import { Send } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'

const FIELDS = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const

const inputClasses =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/30'

/**
 * The 'Request Business Quote' form. Sending it to the server comes later; for now the shopper
 * is told the team will be in touch.
 */
export function BusinessQuoteForm() {
  const id = useId()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    toast({
      title: 'Quote request received',
      description: 'Thank you! Our business team will be in touch within one business day.',
    })
    event.currentTarget.reset()
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
        Request Business Quote
      </h2>
      <p className="mt-2 text-slate-600">Tell us what you need and a business specialist will prepare a tailored quote.</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className={field.name === 'company' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${id}-${field.name}`} className="text-sm font-medium text-slate-700">
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              className={inputClasses}
            />
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-requirements`} className="text-sm font-medium text-slate-700">
            Requirements
          </label>
          <textarea id={`${id}-requirements`} name="requirements" rows={4} className={inputClasses} />
        </div>
      </div>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        Request Quote
      </Button>
    </form>
  )
}
