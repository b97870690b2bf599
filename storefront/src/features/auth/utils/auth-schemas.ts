import { z } from 'zod'

/** Shared by sign-in and sign-up (SPEC §5). Surrounding spaces are not part of an address. */
const email = z.string().trim().email('Please enter a valid email address')

/** Sign-in (SPEC §5). */
export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
})

export type LoginValues = z.infer<typeof loginSchema>

/** Sign-up (SPEC §5): the confirmation must match and is not sent to the server. */
export const signupSchema = z
  .object({
    firstName: z.string().trim().min(2, 'First name must be at least 2 characters'),
    lastName: z.string().trim().min(2, 'Last name must be at least 2 characters'),
    email,
    phone: z.string().trim().min(10, 'Please enter a valid phone number'),
    password: z.string().min(8, 'Password must be at least 8 characters'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })

export type SignupValues = z.infer<typeof signupSchema>
