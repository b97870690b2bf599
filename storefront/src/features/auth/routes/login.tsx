import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import { LogIn } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { ApiError, serverMessage } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/auth'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useLogin } from '../api/login'
import { AuthCard } from '../components/auth-card'
import { useRedirectTarget } from '../hooks/use-redirect-target'
import { loginSchema, type LoginValues } from '../utils/auth-schemas'
import { finishAuthSubmit } from '../utils/finish-auth-submit'
import { authPagePath } from '../utils/redirect'

/** /login: signs a customer in, then returns to the page that asked for it (or home). */
export function LoginPage() {
  useDocumentTitle('Sign In')
  const target = useRedirectTarget()
  const navigate = useNavigate()
  const { isAuthenticated } = useCurrentUser()
  const login = useLogin()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })

  // Someone already signed in has nothing to do here. (After a sign-in from this form the submit
  // handler navigates itself, once the success toast is up.)
  if (isAuthenticated && !login.isPending && !login.isSuccess) return <Navigate to={target} replace />

  const onSubmit = handleSubmit((values) =>
    finishAuthSubmit({
      request: () => login.mutateAsync(values),
      onFailure: (error) => {
        if (error instanceof ApiError) {
          applyServerFieldErrors(error, setError, ['email', 'password'])
          toast({ title: 'Login failed', description: serverMessage(error) ?? 'Invalid email or password', variant: 'destructive' })
        } else {
          // No answer at all (network) or an answer without a token.
          toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' })
        }
      },
      successTitle: 'Login successful!',
      onSuccess: () => navigate(target, { replace: true }),
    }),
  )

  return (
    <AuthCard
      Icon={LogIn}
      title="Welcome Back"
      subtitle="Sign in to your account to continue"
      switchPrompt="Don't have an account?"
      switchLabel="Sign up"
      switchTo={authPagePath('/signup', target)}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
        </FormField>
        <div className="space-y-2">
          <FormField id="login-password" label="Password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" placeholder="Enter your password" {...register('password')} />
          </FormField>
          <p className="text-right text-sm">
            <Link to="/forgot-password" className="font-medium text-primary-600 hover:text-primary-700">
              Forgot password?
            </Link>
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  )
}
