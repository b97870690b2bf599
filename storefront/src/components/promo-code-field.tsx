import { useEffect, useRef, useState, type FormEvent } from 'react'
import { LoaderCircle, Tag } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'

export interface PromoCodeFieldProps {
  /** The input's id; the label and the message are tied to it. */
  id: string
  appliedCode: string | null
  /** Why the applied code does not apply now (the cart changed, the order was refused). */
  problem?: string | null
  /** Whether the applied code is being checked again. */
  checking?: boolean
  /** Resolves with why the typed code was refused, or null once it is applied. */
  onApply: (input: string) => Promise<string | null>
  onRemove: () => void
  className?: string
}

/**
 * The order summary's 'Promo code' field (cart and checkout): a code to type and apply, or the
 * applied one with 'Remove'. Its own form, so Enter applies the code and never submits the checkout.
 * Messages are read out (role="alert") and linked to the field.
 */
export function PromoCodeField({
  id,
  appliedCode,
  problem,
  checking = false,
  onApply,
  onRemove,
  className,
}: PromoCodeFieldProps) {
  const [input, setInput] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [applying, setApplying] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const removeRef = useRef<HTMLButtonElement>(null)
  // Focus follows the shopper's own Apply or Remove to what replaced the button they used.
  const movedByShopper = useRef(false)
  const messageId = `${id}-message`
  const shown = appliedCode === null ? message : problem

  useEffect(() => {
    if (!movedByShopper.current) return
    movedByShopper.current = false
    if (appliedCode === null) inputRef.current?.focus()
    else removeRef.current?.focus()
  }, [appliedCode])

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (applying) return
    setApplying(true)
    setMessage(null)
    // Set before: the code is applied (and the field replaced) before onApply resolves.
    movedByShopper.current = true
    const refused = await onApply(input)
    setApplying(false)
    if (refused === null) {
      setInput('')
    } else {
      movedByShopper.current = false
      setMessage(refused)
    }
  }

  function remove() {
    movedByShopper.current = true
    setMessage(null)
    onRemove()
  }

  const messageLine = shown && (
    <p id={messageId} role="alert" className="mt-1.5 text-sm text-red-600">
      {shown}
    </p>
  )

  if (appliedCode !== null) {
    return (
      <div role="group" aria-labelledby={`${id}-label`} className={className}>
        <p id={`${id}-label`} className="text-sm font-medium text-slate-700">
          Promo code
        </p>
        <div
          className={cn(
            'mt-1.5 flex items-center justify-between gap-2 rounded-md border py-1 pl-3 pr-1',
            shown ? 'border-red-200 bg-red-50' : 'border-emerald-200 bg-emerald-50',
          )}
        >
          <p className={cn('flex min-w-0 items-center gap-2 text-sm font-semibold', shown ? 'text-slate-800' : 'text-emerald-800')}>
            {checking ? (
              <LoaderCircle className="h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />
            ) : (
              <Tag className="h-4 w-4 shrink-0" aria-hidden="true" />
            )}
            <span className="min-w-0 break-all">{appliedCode}</span>
            <span className="sr-only">{checking ? '(checking)' : shown ? '(not applied)' : '(applied)'}</span>
          </p>
          <Button ref={removeRef} variant="ghost" size="sm" className="shrink-0" onClick={remove}>
            Remove<span className="sr-only"> promo code {appliedCode}</span>
          </Button>
        </div>
        {messageLine}
      </div>
    )
  }

  return (
    <form noValidate onSubmit={(event) => void apply(event)} className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Promo code
      </label>
      {/* Side by side down to a phone's width: the field takes what the button leaves. */}
      <div className="mt-1.5 flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          name="promoCode"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? messageId : undefined}
          className="min-w-0 flex-1 uppercase"
        />
        <Button type="submit" variant="outline" className="shrink-0" disabled={applying}>
          {applying && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          Apply
        </Button>
      </div>
      {messageLine}
    </form>
  )
}
