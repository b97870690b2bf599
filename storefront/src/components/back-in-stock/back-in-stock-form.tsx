import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import type { z } from 'zod'
import { stockAlertBodySchema, type StockAlertBody } from '@printshop/contract'
import { FormProblem, failureText } from '@/components/password-reset/form-problem'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/auth'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { useSubscribeStockAlert } from '@/lib/stock-alerts'

/**
 * The e-mail field and Notify Me of 'E-mail me when it is back', checked with the contract's rule
 * and filled in with the signed-in customer's address. The server's thanks is announced politely
 * under the form, which stays (a second request is answered the same); a 400 puts its message on
 * the field, anything else (in stock after all, too many requests) says the server's words.
 */
export function BackInStockForm({ productId }: { productId: string }) {
  const emailId = `${useId()}-email`
  const { user } = useCurrentUser()
  const subscribe = useSubscribeStockAlert(productId)
  const [answer, setAnswer] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof stockAlertBodySchema>, unknown, StockAlertBody>({
    resolver: zodResolver(stockAlertBodySchema),
    defaultValues: { email: user?.email ?? '' },
  })

  // Who is signed in may be known only after the form opens: their address fills the field then,
  // unless something was typed in it already.
  const userEmail = user?.email
  useEffect(() => {
    if (userEmail && !getValues('email')) setValue('email', userEmail)
  }, [userEmail, getValues, setValue])

  const onSubmit = handleSubmit(async (values) => {
    setAnswer(null)
    setProblem(null)
    try {
      setAnswer(await subscribe.mutateAsync(values))
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && applyServerFieldErrors(error, setError, ['email'])) return
      setProblem(failureText(error))
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3">
      {/* Stacked on a phone; from sm the button sits beside the field, level with it under its label. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField id={emailId} label="Email address" error={errors.email?.message} className="min-w-0 flex-1">
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
        </FormField>
        <Button type="submit" className="whitespace-nowrap sm:mt-[1.625rem]" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Notify Me'}
        </Button>
      </div>
      {problem && (
        <div className="mt-3">
          <FormProblem>{problem}</FormProblem>
        </div>
      )}
      {/* Always in the page, so the thanks is announced when it appears in it. */}
      <div aria-live="polite">
        {answer && (
          <p className="mt-3 flex items-start gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
            <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
            {answer}
          </p>
        )}
      </div>
    </form>
  )
}
