import { useNavigate } from 'react-router-dom'
import { ResetPasswordForm } from '@/components/password-reset/reset-password-form'
import { toast } from '@/components/ui/use-toast'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useLinkToken } from '@/lib/use-link-token'
import { staffCheckResetLink, useStaffResetPassword } from '../api/staff-password'
import { StaffCard } from '../components/staff-card'

/**
 * /admin/reset-password?token=...: the link of the staff forgotten-password e-mail. The token is
 * taken out of the address as soon as it is read; the answer is a staff session, kept as the
 * /admin sign-in keeps it, and the panel opens.
 */
export function AdminResetPasswordPage() {
  useDocumentTitle('Reset Password')
  const token = useLinkToken()
  const navigate = useNavigate()
  const resetPassword = useStaffResetPassword()

  return (
    <StaffCard title="Choose a new password" subtitle="Pick the password you will sign in to the admin panel with from now on.">
      <div className="mt-8">
        <ResetPasswordForm
          idPrefix="admin-reset-password"
          token={token}
          check={staffCheckResetLink}
          send={resetPassword.mutateAsync}
          onDone={(answer) => {
            toast({ title: answer.message })
            navigate('/admin', { replace: true })
          }}
          newLinkTo="/admin"
        />
      </div>
    </StaffCard>
  )
}
