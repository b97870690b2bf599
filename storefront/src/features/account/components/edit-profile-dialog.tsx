import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Pencil } from 'lucide-react'
import type { User } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { useUpdateProfile } from '../api/update-profile'
import { changesEmail, profileFormSchema, type ProfileValues } from '../utils/account-schemas'
import { DialogFormFooter } from './dialog-form-footer'

/** The Edit Profile button and its dialog. */
export function EditProfileDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Edit Profile
        </Button>
      </DialogTrigger>
      <DialogContent title="Edit Profile" description="Update your personal information.">
        {/* Mounted with the dialog, so every opening starts from the saved details. */}
        <EditProfileForm user={user} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'currentPassword'] as const

function EditProfileForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const updateProfile = useUpdateProfile()
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema(user.email)),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      // The product description has the phone default to a placeholder number when the customer has
      // none. A made-up number in the value would be saved as if it were theirs, so the field
      // starts empty and the example number is only a placeholder: the customer has to type a real
      // one.
      phone: user.phone ?? '',
      currentPassword: '',
    },
  })
  const newEmail = changesEmail(watch('email') ?? '', user.email)

  const onSubmit = handleSubmit(async ({ currentPassword, ...values }) => {
    try {
      // The password goes only with a new e-mail, the one change that needs it.
      await updateProfile.mutateAsync(newEmail ? { ...values, currentPassword } : values)
    } catch (error) {
      applyServerFieldErrors(error, setError, PROFILE_FIELDS)
      toast({ title: 'Update Failed', description: serverMessage(error) ?? 'Failed to update profile', variant: 'destructive' })
      return
    }
    toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' })
    onSaved()
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField id="profile-last-name" label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField id="profile-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      {newEmail && (
        <FormField
          id="profile-current-password"
          label="Current Password"
          error={errors.currentPassword?.message}
          hint="A new e-mail is also the one you sign in with: we ask for your password, tell your current address, and sign you out everywhere else."
        >
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </FormField>
      )}
      <FormField id="profile-phone" label="Phone Number" error={errors.phone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="(555) 123-4567" {...register('phone')} />
      </FormField>
      <DialogFormFooter submitLabel="Save Changes" busyLabel="Saving..." submitting={isSubmitting} />
    </form>
  )
}
