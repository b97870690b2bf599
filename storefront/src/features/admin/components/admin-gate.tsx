import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Eye, EyeOff } from 'lucide-react'
import { loginBodySchema, type LoginBody } from '@printshop/contract'
import { ForgotPasswordForm } from '@/components/password-reset/forgot-password-form'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { ApiError, serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { staffForgotPassword } from '../api/staff-password'
import { useStaffLogin } from '../api/staff-session'
import { useAdminSessionNotice } from '../stores/admin-session'
import { StaffCard } from './staff-card'

const DENIED_MESSAGE = 'Invalid password. Please try again.'

/**
 * The admin password gate with an e-mail field: a member of staff signs in as a Medusa
 * user (docs/decisions.md, "Sessions and the public origin"). 'Forgot password?' turns it into the forgotten-password form, which e-mails a
 * link to /admin/reset-password.
 */
export function AdminGate() {
  const notice = useAdminSessionNotice()
  /** The forgotten-password form, open with the e-mail typed so far; null for the sign-in. */
  const [forgot, setForgot] = useState<{ email: string } | null>(null)
  /** Back from the forgotten-password form: the sign-in form takes the focus again. */
  const [returned, setReturned] = useState(false)
  const backToSignIn = () => {
    setForgot(null)
    setReturned(true)
  }

  if (forgot) {
    return (
      <StaffCard title="Admin Access" subtitle="Enter the e-mail address of your staff account and we will send you a link to choose a new password.">
        <section aria-labelledby="admin-forgot-heading" className="mt-8 space-y-5">
          <h2 id="admin-forgot-heading" className="text-lg font-semibold text-slate-900">
            Forgot your password?
          </h2>
          <ForgotPasswordForm
            idPrefix="admin-forgot"
            send={staffForgotPassword}
            defaultEmail={forgot.email}
            autoFocus
            back={
              <Button variant="outline" className="w-full" onClick={backToSignIn}>
                Back to sign in
              </Button>
            }
            footer={
              <Button variant="ghost" className="w-full" onClick={backToSignIn}>
                Back to sign in
              </Button>
            }
          />
        </section>
      </StaffCard>
    )
  }

  return (
    <StaffCard title="Admin Access" subtitle="Sign in with your staff account to manage the shop.">
      {notice && (
        <p role="status" className="mt-6 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      <SignInForm autoFocus={returned} onForgotPassword={(email) => setForgot({ email })} />
    </StaffCard>
  )
}

/** 'Access Admin Panel' is disabled while a field is empty or the sign-in runs. */
function SignInForm({ autoFocus, onForgotPassword }: { autoFocus: boolean; onForgotPassword: (email: string) => void }) {
  const login = useStaffLogin()
  const [showPassword, setShowPassword] = useState(false)
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setError,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: { email: '', password: '' } })
  const [email, password] = useWatch({ control, name: ['email', 'password'] })
  const verifying = isSubmitting || login.isPending

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values)
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) applyServerFieldErrors(error, setError, ['email', 'password'])
      // A refused sign-in says what the spec says; a rate limit or an outage says what happened.
      const description =
        error instanceof ApiError && error.status === 401
          ? DENIED_MESSAGE
          : error instanceof ApiError
            ? (serverMessage(error) ?? DENIED_MESSAGE)
            : 'Something went wrong. Please try again.'
      toast({ title: 'Access Denied', description, variant: 'destructive' })
      resetField('password')
      setFocus('password')
      return
    }
    toast({ title: 'Access Granted', description: 'Welcome to the admin panel' })
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-8 space-y-5">
      <FormField id="admin-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="username" placeholder="you@printshoppro.com" autoFocus={autoFocus} {...register('email')} />
      </FormField>
      <div className="space-y-1.5">
        <label htmlFor="admin-password" className="block text-sm font-medium text-slate-700">
          Password
        </label>
        <div className="relative">
          <Input
            id="admin-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="Enter admin password"
            className="pr-11"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'admin-password-error' : undefined}
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-controls="admin-password"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
          >
            {showPassword ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
          </button>
        </div>
        {errors.password && (
          <p id="admin-password-error" role="alert" className="text-sm text-red-600">
            {errors.password.message}
          </p>
        )}
        <p className="text-right text-sm">
          <button
            type="button"
            onClick={() => onForgotPassword(getValues('email'))}
            className="rounded font-medium text-primary-600 hover:text-primary-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
          >
            Forgot password?
          </button>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={!email.trim() || !password || verifying}>
        {verifying ? 'Verifying...' : 'Access Admin Panel'}
      </Button>
    </form>
  )
}
