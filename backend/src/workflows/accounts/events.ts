/** The shop's own account events (beside Medusa's customer and auth events). */
export const AccountEvents = {
  /** A customer's sign-in e-mail changed: `{ id, previous_email, changed_at }` (the old address is told). */
  EMAIL_CHANGED: "customer.email_changed",
} as const
