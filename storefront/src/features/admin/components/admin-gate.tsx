import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Eye, EyeOff, Lock } from 'lucide-react'
import { loginBodySchema, type LoginBody } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { ApiError, serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { useStaffLogin } from '../api/staff-session'
import { useAdminSessionNotice } from '../stores/admin-session'

const DENIED_MESSAGE = 'Invalid password. Please try again.'

/**
 * The admin password gate (SPEC §2) with an e-mail field: a member of staff signs in as a Medusa
 * user (DESIGN §4). 'Access Admin Panel' is disabled while a field is empty or the sign-in runs.
 */
export function AdminGate() {
  const login = useStaffLogin()
  const notice = useAdminSessionNotice()
  const [showPassword, setShowPassword] = useState(false)
  const {
    register,
    handleSubmit,
    control,
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
    <section className="px-4 py-12 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <header className="text-center">
          <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-600">
            <Lock className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Access</h1>
          <p className="mt-2 text-sm text-slate-600">Sign in with your staff account to manage the shop.</p>
        </header>

        {notice && (
          <p role="status" className="mt-6 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {notice}
          </p>
        )}

        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-8 space-y-5">
          <FormField id="admin-email" label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="username" placeholder="you@printshoppro.com" {...register('email')} />
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
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={!email.trim() || !password || verifying}>
            {verifying ? 'Verifying...' : 'Access Admin Panel'}
          </Button>
        </form>

        <p className="mt-6 text-center text-xs text-slate-500">Authorized personnel only. All access is logged.</p>
      </div>
    </section>
  )
}
