import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'react-router-dom'
import {
  MIN_PASSWORD,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_MINUTES,
  resetPasswordBodySchema,
  type ResetPasswordBody,
} from '@printshop/contract'
import { Button, buttonStyles } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError, serverFieldErrors, serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { FormProblem, failureText } from './form-problem'

const PASSWORD_FIELDS = ['newPassword', 'confirmPassword'] as const

/** What the contract says of a link without its token ('The reset link is incomplete...'). */
function incompleteLinkMessage(): string {
  const issue = resetPasswordBodySchema.safeParse({}).error?.issues.find((entry) => entry.path[0] === 'token')
  return issue?.message ?? PASSWORD_RESET_MESSAGES.invalidToken
}

/** A link that cannot reset anything (none, expired, used): what is wrong and the way to a new one. */
function LinkProblem({ message, newLinkTo }: { message: string; newLinkTo: string }) {
  return (
    <div role="alert" className="space-y-4 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p>{message}</p>
      <Link to={newLinkTo} className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
        Request a new link
      </Link>
    </div>
  )
}

/**
 * The second half of a forgotten password, for customers (/reset-password) and staff
 * (/admin/reset-password): the new password twice, with the rules and messages of the contract's
 * reset body (those of Change Password). `send` posts the link's token with them; `onDone` gets
 * its answer. A token the server refuses (expired, used) leaves the form for 'Request a new link'
 * (to `newLinkTo`); the server's field messages go on the fields. `token` is null when the link
 * came without one.
 */
export function ResetPasswordForm<TAnswer>({ token, ...props }: ResetPasswordFormProps<TAnswer> & { token: string | null }) {
  if (!token) return <LinkProblem message={incompleteLinkMessage()} newLinkTo={props.newLinkTo} />
  return <NewPasswordForm token={token} {...props} />
}

interface ResetPasswordFormProps<TAnswer> {
  idPrefix: string
  /** Asks whether the link still works (without using it): rejects with the server's 400 when it does not. */
  check: (token: string) => Promise<unknown>
  send: (body: ResetPasswordBody) => Promise<TAnswer>
  onDone: (answer: TAnswer) => void
  /** Where 'Request a new link' goes. */
  newLinkTo: string
}

/**
 * The link is checked as the page opens: a used or expired one says so at once, before a password
 * is typed. A check that could not be made (offline) leaves the form, whose reset has the last word.
 */
function NewPasswordForm<TAnswer>(props: ResetPasswordFormProps<TAnswer> & { token: string }) {
  const { token, check, newLinkTo } = props
  const linkCheck = useQuery({ queryKey: ['password-reset-link', token], queryFn: () => check(token), retry: false, staleTime: Infinity, gcTime: 0 })
  if (linkCheck.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Checking your link…
      </p>
    )
  }
  const refused = linkCheck.error instanceof ApiError && linkCheck.error.status === 400
  if (refused) {
    return <LinkProblem message={serverFieldErrors(linkCheck.error).token ?? serverMessage(linkCheck.error) ?? PASSWORD_RESET_MESSAGES.invalidToken} newLinkTo={newLinkTo} />
  }
  return <PasswordFields {...props} />
}

function PasswordFields<TAnswer>({ idPrefix, token, send, onDone, newLinkTo }: ResetPasswordFormProps<TAnswer> & { token: string }) {
  const [linkProblem, setLinkProblem] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
    // The token is a value of the form, not a field: the contract's schema checks the whole body.
  } = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null)
    let answer: TAnswer
    try {
      answer = await send(values)
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fields = serverFieldErrors(error)
        if (!fields.token && applyServerFieldErrors(error, setError, PASSWORD_FIELDS)) return
        // Not the passwords: the link itself (expired, used, unknown).
        setLinkProblem(fields.token ?? serverMessage(error) ?? PASSWORD_RESET_MESSAGES.invalidToken)
        reset()
        return
      }
      setProblem(failureText(error))
      return
    }
    // No password stays in memory once it has been set.
    reset({ token: '', newPassword: '', confirmPassword: '' })
    onDone(answer)
  })

  const tokenProblem = linkProblem ?? errors.token?.message
  if (tokenProblem) return <LinkProblem message={tokenProblem} newLinkTo={newLinkTo} />

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <p className="text-sm text-slate-600">
        This link works once and expires {PASSWORD_RESET_MINUTES} minutes after it was sent.
      </p>
      <FormField id={`${idPrefix}-new-password`} label="New Password" hint={`At least ${MIN_PASSWORD} characters`} error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField id={`${idPrefix}-confirm-password`} label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      {problem && <FormProblem>{problem}</FormProblem>}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Resetting...' : 'Reset password'}
      </Button>
    </form>
  )
}
