import type { z } from 'zod'
import { passwordBodySchema, profileBodySchema } from '@printshop/contract'

/** Edit Profile (SPEC §5): the body of PUT /api/user/profile, with its messages. */
export const profileSchema = profileBodySchema

export type ProfileValues = z.input<typeof profileSchema>

/** Change Password (SPEC §5): the body of PUT /api/user/password; a mismatch is reported on the confirmation. */
export const changePasswordSchema = passwordBodySchema

export type ChangePasswordValues = z.input<typeof changePasswordSchema>
