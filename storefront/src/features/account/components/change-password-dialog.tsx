import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { useChangePassword } from '../api/change-password'
import { changePasswordSchema, type ChangePasswordValues } from '../utils/account-schemas'
import { DialogFormFooter } from './dialog-form-footer'

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' }
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const

/** The Change Password button and its dialog. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound className="h-4 w-4" aria-hidden="true" />
          Change Password
        </Button>
      </DialogTrigger>
      <DialogContent title="Change Password" description="Enter your current password, then choose a new one.">
        <ChangePasswordForm onChanged={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const changePassword = useChangePassword()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values)
    } catch (error) {
      // e.g. 'Current password is incorrect', shown on the current-password field as well.
      applyServerFieldErrors(error, setError, PASSWORD_FIELDS)
      toast({
        title: 'Password Change Failed',
        description: serverMessage(error) ?? 'Failed to change password',
        variant: 'destructive',
      })
      return
    }
    toast({ title: 'Password Changed', description: 'Your password has been updated successfully.' })
    // No password stays in memory once it has been changed (the form is cleared).
    reset(EMPTY)
    onChanged()
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <FormField id="current-password" label="Current Password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField id="new-password" label="New Password" hint="At least 8 characters" error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField id="confirm-new-password" label="Confirm New Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <DialogFormFooter submitLabel="Update Password" busyLabel="Updating..." submitting={isSubmitting} />
    </form>
  )
}
