import { z } from "zod"
import { MAX_NAME, emailAddress, phoneNumber, requiredText } from "./fields"

/** Upper bound: hashing very long inputs is a cheap way to tie up the server. */
export const MAX_PASSWORD = 128
export const MIN_PASSWORD = 8

const personName = (message: string) => requiredText(message, { min: 2, max: MAX_NAME })
const newPassword = (message: string) =>
  z.string({ error: message }).min(MIN_PASSWORD, message).max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`)

/** POST /api/register (the sign-up form; the confirmation stays in the form). */
export const registerBodySchema = z
  .object({
    firstName: personName("First name must be at least 2 characters"),
    lastName: personName("Last name must be at least 2 characters"),
    email: emailAddress("Please enter a valid email address"),
    phone: phoneNumber("Please enter a valid phone number"),
    password: newPassword("Password must be at least 8 characters"),
  })
  .strict()
export type RegisterBody = z.output<typeof registerBodySchema>

/** POST /api/login and POST /api/admin/login. */
export const loginBodySchema = z
  .object({
    email: emailAddress("Please enter a valid email address"),
    password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long"),
  })
  .strict()
export type LoginBody = z.output<typeof loginBodySchema>

/**
 * PUT /api/user/profile (Edit Profile). A new e-mail is also the sign-in e-mail, so changing it
 * takes the current password (docs/decisions.md, "Accounts"); names and phone do not.
 */
export const profileBodySchema = z
  .object({
    firstName: personName("First name must be at least 2 characters"),
    lastName: personName("Last name must be at least 2 characters"),
    email: emailAddress("Invalid email address"),
    phone: phoneNumber("Phone number is required and must be at least 10 digits"),
    currentPassword: z.string().max(1024, "Password is too long").optional(),
  })
  .strict()
export type ProfileBody = z.output<typeof profileBodySchema>

/** PUT /api/user/password (Change Password): the mismatch is reported on the confirmation. */
export const passwordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(1024, "Password is too long"),
    newPassword: newPassword("New password must be at least 8 characters"),
    confirmPassword: z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .strict()
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  })
export type PasswordBody = z.output<typeof passwordBodySchema>

/** A signed-in customer (GET /api/auth/user, and the `user` of the sign-in, sign-up and profile answers). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  phone: z.string().nullish(),
  createdAt: z.string().optional(),
})
export type User = z.output<typeof userSchema>

/** What the server writes for a customer. */
export type UserJson = { id: string; email: string; firstName: string; lastName: string; phone: string; createdAt: string }

/** POST /api/login and POST /api/register. */
export const authAnswerSchema = z.object({ token: z.string(), message: z.string().optional(), user: userSchema.optional() })
export type AuthAnswer = z.output<typeof authAnswerSchema>

/** PUT /api/user/profile: after a new e-mail, the token that continues this session (every other one ended). */
export const profileAnswerSchema = z.object({ message: z.string(), user: userSchema, token: z.string().optional() })

/** PUT /api/user/password: the token that continues this session (every other one ended). */
export const passwordAnswerSchema = z.object({ message: z.string(), token: z.string() })

export const ACCOUNT_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  emailUsedByAnother: "That email address is already used by another account",
  wrongCurrentPassword: "Current password is incorrect",
  currentPasswordForEmail: "Enter your current password to change your e-mail",
  sessionEnded: "Your session has ended. Please sign in again.",
} as const

// ---------------------------------------------------------------------------------------------
// Forgotten passwords (docs/decisions.md, "E-mail"): Medusa's e-mail/password reset token, sent
// by e-mail; the same answer whether or not the address has an account.
// ---------------------------------------------------------------------------------------------

/** How long a reset link works (Medusa's reset token lifetime). */
export const PASSWORD_RESET_MINUTES = 15

/** POST /api/password/forgot and POST /api/admin/password/forgot. */
export const forgotPasswordBodySchema = z.object({ email: emailAddress("Please enter a valid email address") }).strict()
export type ForgotPasswordBody = z.output<typeof forgotPasswordBodySchema>

/** POST /api/password/reset and POST /api/admin/password/reset: the mismatch is reported on the confirmation. */
export const resetPasswordBodySchema = z
  .object({
    token: z.string({ error: "The reset link is incomplete. Please ask for a new one." }).min(1).max(4096),
    newPassword: newPassword("Password must be at least 8 characters"),
    confirmPassword: z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .strict()
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  })
export type ResetPasswordBody = z.output<typeof resetPasswordBodySchema>

/** POST /api/password/reset/check (and /api/admin/...): whether the e-mailed link still works, without using it. */
export const checkResetTokenBodySchema = z
  .object({ token: z.string({ error: "The reset link is incomplete. Please ask for a new one." }).min(1).max(4096) })
  .strict()
export type CheckResetTokenBody = z.output<typeof checkResetTokenBodySchema>
export const checkResetTokenAnswerSchema = z.object({ valid: z.literal(true) })

/** POST /api/password/forgot: 202. */
export const forgotPasswordAnswerSchema = z.object({ message: z.string() })
/** POST /api/password/reset: the customer is signed in with the answer's token (every earlier session ended). */
export const resetPasswordAnswerSchema = z.object({ message: z.string(), token: z.string(), user: userSchema })

export const PASSWORD_RESET_MESSAGES = {
  sent: "If an account exists for that e-mail, we have sent a link to reset your password.",
  invalidToken: "This password reset link has expired or has already been used. Please ask for a new one.",
  done: "Your password has been reset.",
} as const
