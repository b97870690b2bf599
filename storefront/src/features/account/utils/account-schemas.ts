import type { z } from 'zod'
import { ACCOUNT_MESSAGES, passwordBodySchema, profileBodySchema, savedAddressBodySchema } from '@printshop/contract'

/** Edit Profile: the body of PUT /api/user/profile, with its messages. */
export const profileSchema = profileBodySchema

export type ProfileValues = z.input<typeof profileSchema>

/** Whether a profile's e-mail is another than the account's (case and spaces aside): then it takes the password. */
export const changesEmail = (email: string, currentEmail: string) => email.trim().toLowerCase() !== currentEmail.trim().toLowerCase()

/** Edit Profile for the account signed in with `currentEmail`: a new e-mail needs the current password. */
export const profileFormSchema = (currentEmail: string) =>
  profileSchema.superRefine((values, context) => {
    if (changesEmail(values.email, currentEmail) && !values.currentPassword) {
      context.addIssue({ code: 'custom', path: ['currentPassword'], message: ACCOUNT_MESSAGES.currentPasswordForEmail })
    }
  })

/** Change Password: the body of PUT /api/user/password; a mismatch is reported on the confirmation. */
export const changePasswordSchema = passwordBodySchema

export type ChangePasswordValues = z.input<typeof changePasswordSchema>

/** Add and Edit address: the body of POST and PUT /api/user/addresses, with the checkout's messages. */
export const savedAddressFormSchema = savedAddressBodySchema

export type SavedAddressFormValues = z.input<typeof savedAddressFormSchema>
