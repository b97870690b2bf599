import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Navigate, useNavigate } from 'react-router-dom'
import { UserPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/auth'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useRegister } from '../api/register'
import { AuthCard } from '../components/auth-card'
import { useRedirectTarget } from '../hooks/use-redirect-target'
import { signupSchema, type SignupValues } from '../utils/auth-schemas'
import { finishAuthSubmit } from '../utils/finish-auth-submit'
import { authPagePath } from '../utils/redirect'

const SIGNUP_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const

/** /signup: creates a customer account, signs in with it and returns like /login does. */
export function SignupPage() {
  useDocumentTitle('Sign Up')
  const target = useRedirectTarget()
  const loginPath = authPagePath('/login', target)
  const navigate = useNavigate()
  const { isAuthenticated } = useCurrentUser()
  const registration = useRegister()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' },
  })

  if (isAuthenticated && !registration.isPending && !registration.isSuccess) return <Navigate to={target} replace />

  const onSubmit = handleSubmit((values) =>
    finishAuthSubmit({
      request: () => registration.mutateAsync(values),
      onFailure: (error) => {
        const message = serverMessage(error)
        if (message?.toLowerCase().includes('email already exists')) {
          toast({
            title: 'Email already registered',
            description: 'This email is already in use. Try signing in instead or use a different email.',
            variant: 'destructive',
            action: { label: 'Sign In', altText: 'Go to the sign-in page', onClick: () => navigate(loginPath) },
          })
        } else {
          applyServerFieldErrors(error, setError, SIGNUP_FIELDS)
          toast({ title: 'Signup failed', description: message ?? 'Failed to create account', variant: 'destructive' })
        }
      },
      successTitle: 'Account created successfully!',
      onSuccess: () => navigate(target, { replace: true }),
    }),
  )

  return (
    <AuthCard
      Icon={UserPlus}
      title="Create Your Account"
      subtitle="Join us to track orders, save your details and check out faster"
      switchPrompt="Already have an account?"
      switchLabel="Sign in"
      switchTo={loginPath}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="signup-first-name" label="First Name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" placeholder="John" {...register('firstName')} />
          </FormField>
          <FormField id="signup-last-name" label="Last Name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" placeholder="Doe" {...register('lastName')} />
          </FormField>
        </div>
        <FormField id="signup-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
        </FormField>
        <FormField id="signup-phone" label="Phone Number" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="(555) 123-4567" {...register('phone')} />
        </FormField>
        <FormField id="signup-password" label="Password" hint="At least 8 characters" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField id="signup-confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  )
}
