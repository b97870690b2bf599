import { Link } from 'react-router-dom'
import { KeyRound } from 'lucide-react'
import { ForgotPasswordForm } from '@/components/password-reset/forgot-password-form'
import { buttonStyles } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'
import { forgotPassword } from '../api/password-reset'
import { AuthCard } from '../components/auth-card'

/** /forgot-password: e-mails a customer a link to choose a new password (/reset-password). */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password')
  return (
    <AuthCard
      Icon={KeyRound}
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      switchPrompt="Remember your password?"
      switchLabel="Sign in"
      switchTo="/login"
    >
      <ForgotPasswordForm
        idPrefix="forgot-password"
        send={forgotPassword}
        back={
          <Link to="/login" className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
            Back to Sign In
          </Link>
        }
      />
    </AuthCard>
  )
}
