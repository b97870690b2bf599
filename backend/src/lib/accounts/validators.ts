import { z } from "@medusajs/framework/zod"

/** The same limits and messages as the storefront's forms (SPEC §5). */
const email = (message: string) =>
  z
    .string({ message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email({ message }))
const name = (message: string) => z.string({ message }).trim().min(2, message).max(100, "Must be at most 100 characters")
const phone = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(10, message)
    .max(30, "Phone number must be at most 30 characters")
    .regex(/^[0-9+()\-.\s]+$/, message)
/** Upper bound: hashing very long inputs is a cheap way to tie up the server. */
const MAX_PASSWORD = 128
const newPassword = (message: string) =>
  z.string({ message }).min(8, message).max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`)

export const RegisterBody = z.object({
  firstName: name("First name must be at least 2 characters"),
  lastName: name("Last name must be at least 2 characters"),
  email: email("Please enter a valid email address"),
  phone: phone("Please enter a valid phone number"),
  password: newPassword("Password must be at least 8 characters"),
})

export const LoginBody = z.object({
  email: email("Please enter a valid email address"),
  password: z.string({ message: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long"),
})

export const ProfileBody = z.object({
  firstName: name("First name must be at least 2 characters"),
  lastName: name("Last name must be at least 2 characters"),
  email: email("Invalid email address"),
  phone: phone("Phone number is required and must be at least 10 digits"),
})

export const PasswordBody = z
  .object({
    currentPassword: z
      .string({ message: "Current password is required" })
      .min(1, "Current password is required")
      .max(1024, "Password is too long"),
    newPassword: newPassword("New password must be at least 8 characters"),
    confirmPassword: z.string({ message: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  })
