import { cloneElement, isValidElement, type ReactElement } from 'react'
import { cn } from '@/lib/cn'

interface FormFieldProps {
  /** The id of the control; the label points at it and the error is linked to it. */
  id: string
  label: string
  error?: string
  hint?: string
  className?: string
  /** One control (Input, Select, Textarea); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>
}

/** A labelled form control with its validation message announced to assistive technology. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const control = isValidElement(children)
    ? cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })
    : children
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {control}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}
