import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react'
import { useForm, type DefaultValues, type Path, type PathValue } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import type { InquiryKind, InquiryReceipt, User } from '@printshop/contract'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/auth'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { compactFields, useSubmitInquiry } from '../api/submit-inquiry'

export const GENERIC_ERROR = 'Something went wrong. Please try again.'

/** A form's values: text, optional fields possibly left undefined by the schema. */
type StringValues = Record<string, string | undefined>

interface InquiryFormOptions<TValues extends StringValues> {
  kind: InquiryKind
  schema: z.ZodType<TValues, TValues>
  /** Every field of the form, empty or with its default choice. */
  defaultValues: TValues
  /** Fields a signed-in customer does not have to type again (name, e-mail). */
  prefill?: (user: User) => Partial<TValues>
  /** Called after the server stored the inquiry and the form was cleared. */
  onSent?: (result: InquiryReceipt) => void
}

/**
 * The one submit path of every customer form (support ticket, contact, warranty claim, service
 * request, business quote): validates with the form's schema, POSTs /api/inquiries with its kind,
 * clears the form and keeps the server's reference on success; on failure shows the server's
 * per-field messages under the fields and its message (or a generic one) in a toast.
 */
export function useInquiryForm<TValues extends StringValues>({
  kind,
  schema,
  defaultValues,
  prefill,
  onSent,
}: InquiryFormOptions<TValues>) {
  const { user } = useCurrentUser()
  const submit = useSubmitInquiry()
  const [sent, setSent] = useState<InquiryReceipt | null>(null)
  const form = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<TValues>,
  })
  const fields = Object.keys(defaultValues) as Path<TValues>[]

  const prefilled = (): TValues => ({ ...defaultValues, ...(user && prefill ? prefill(user) : {}) })

  // Fill in what we know about a signed-in customer, without overwriting anything typed already,
  // only when who is signed in changes (not when the user is merely fetched again).
  const latest = useRef({ user, prefill })
  useEffect(() => {
    latest.current = { user, prefill }
  })
  const userId = user?.id
  useEffect(() => {
    const { user: signedIn, prefill: prefillFor } = latest.current
    if (!signedIn || !prefillFor) return
    for (const [field, value] of Object.entries(prefillFor(signedIn))) {
      const path = field as Path<TValues>
      if (value && !form.getValues(path)) form.setValue(path, value as PathValue<TValues, typeof path>)
    }
  }, [userId, form])

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(null)
    try {
      const result = await submit.mutateAsync({ kind, ...compactFields(values) })
      form.reset(prefilled())
      setSent(result)
      onSent?.(result)
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields)
      toast({
        title: 'Could not send your request',
        description: serverMessage(error) ?? GENERIC_ERROR,
        variant: 'destructive',
      })
    }
  })

  return {
    form,
    /** For the form's onSubmit. */
    onSubmit: (event?: BaseSyntheticEvent) => void onSubmit(event),
    isSending: form.formState.isSubmitting,
    /** The server's receipt of the last successful submit, until the next one starts. */
    sent,
    dismissSent: () => setSent(null),
  }
}
