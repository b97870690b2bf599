/** Events of company accounts, which the shop's e-mail subscriber listens to (each carries `{ id }`). */
export const CompanyEvents = {
  /** A member invited a colleague: the invitation is e-mailed. `id` is the invitation's. */
  INVITED: "company.invited",
} as const
