/** Events of tax exemption certificates, which the shop's e-mail subscriber listens to (each carries `{ id }`, the certificate's). */
export const TaxExemptionEvents = {
  /** A company uploaded a certificate: staff are asked to review it. */
  SUBMITTED: "tax_exemption.submitted",
  /** Staff approved or rejected a certificate: the member who uploaded it hears the decision. */
  REVIEWED: "tax_exemption.reviewed",
} as const
