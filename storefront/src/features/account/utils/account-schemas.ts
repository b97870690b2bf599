import type { z } from 'zod'
import { passwordBodySchema, profileBodySchema, savedAddressBodySchema } from '@printshop/contract'

/** Edit Profile: the body of PUT /api/user/profile, with its messages. */
export const profileSchema = profileBodySchema

export type ProfileValues = z.input<typeof profileSchema>

/** Change Password: the body of PUT /api/user/password; a mismatch is reported on the confirmation. */
export const changePasswordSchema = passwordBodySchema

export type ChangePasswordValues = z.input<typeof changePasswordSchema>

/** Add and Edit address: the body of POST and PUT /api/user/addresses, with the checkout's messages. */
export const savedAddressFormSchema = savedAddressBodySchema

export type SavedAddressFormValues = z.input<typeof savedAddressFormSchema>
