import { z } from 'zod'
import { loginBodySchema, registerBodySchema } from '@printshop/contract'

/** Sign-in: the body of POST /api/login, with its messages. */
export const loginSchema = loginBodySchema

export type LoginValues = z.input<typeof loginSchema>

/** Sign-up: the body of POST /api/register plus the confirmation, which must match and is not sent. */
export const signupSchema = registerBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })

export type SignupValues = z.input<typeof signupSchema>
