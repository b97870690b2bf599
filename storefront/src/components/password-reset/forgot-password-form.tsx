import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { FormProblem, failureText } from './form-problem'

/**
 * "Forgot password?" for customers (/forgot-password) and staff (the /admin gate): one e-mail
 * field and 'Send reset link'. `send` posts it and resolves with the server's answer, which is
 * shown in place of the form (the same whether or not the address has an account), with `back`
 * under it. A 400 puts its messages on the field; anything else (a rate limit) says the server's
 * words above the button.
 */
export function ForgotPasswordForm({
  idPrefix,
  send,
  back,
  defaultEmail = '',
  autoFocus = false,
  footer,
}: {
  idPrefix: string
  send: (body: ForgotPasswordBody) => Promise<string>
  /** Shown under the answer: the way back to signing in. */
  back: ReactNode
  defaultEmail?: string
  /** Puts the focus in the e-mail field (the form opened in place of another). */
  autoFocus?: boolean
  /** Shown under the form's button. */
  footer?: ReactNode
}) {
  const [answer, setAnswer] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: defaultEmail } })

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null)
    try {
      setAnswer(await send(values))
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && applyServerFieldErrors(error, setError, ['email'])) return
      setProblem(failureText(error))
    }
  })

  if (answer !== null) {
    return (
      <div className="space-y-5">
        <div role="status" className="flex gap-3 rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden="true" />
          <p>{answer}</p>
        </div>
        {back}
      </div>
    )
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <FormField id={`${idPrefix}-email`} label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" autoFocus={autoFocus} {...register('email')} />
      </FormField>
      {problem && <FormProblem>{problem}</FormProblem>}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
      {footer}
    </form>
  )
}
