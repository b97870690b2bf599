import { useNavigate } from 'react-router-dom'
import { KeyRound } from 'lucide-react'
import { ResetPasswordForm } from '@/components/password-reset/reset-password-form'
import { toast } from '@/components/ui/use-toast'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useLinkToken } from '@/lib/use-link-token'
import { checkResetLink, useResetPassword } from '../api/password-reset'
import { AuthCard } from '../components/auth-card'

/**
 * /reset-password?token=...: the link of the forgotten-password e-mail. The token is taken out of
 * the address as soon as it is read; once the new password is set the customer is signed in (as
 * the sign-in does) and taken to their account.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password')
  const token = useLinkToken()
  const navigate = useNavigate()
  const resetPassword = useResetPassword()

  return (
    <AuthCard
      Icon={KeyRound}
      title="Choose a new password"
      subtitle="Pick the password you will sign in with from now on."
      switchPrompt="Remember your password?"
      switchLabel="Sign in"
      switchTo="/login"
    >
      <ResetPasswordForm
        idPrefix="reset-password"
        token={token}
        check={checkResetLink}
        send={resetPassword.mutateAsync}
        onDone={(answer) => {
          toast({ title: answer.message })
          navigate('/account', { replace: true })
        }}
        newLinkTo="/forgot-password"
      />
    </AuthCard>
  )
}
