import { type InquiryBody, emailAddress } from "@printshop/contract"

/** The columns staff search and sort by, taken from whichever form was sent. */
/** The contact information when it is an e-mail address, else null. */
function contactEmail(contact: string): string | null {
  const parsed = emailAddress().safeParse(contact.trim())
  return parsed.success ? parsed.data : null
}

export function summaryOf(input: InquiryBody) {
  switch (input.kind) {
    case "support_ticket":
    case "contact":
      return { name: input.name, email: input.email, subject: input.subject }
    case "service_request":
      return { name: input.name, email: input.email, subject: `Service request: ${input.serviceType}` }
    case "warranty_claim":
      // The contact may be an e-mail address (staff can then reply by e-mail) or a phone number.
      return { name: null, email: contactEmail(input.contactInfo), subject: `Warranty claim: ${input.serialNumber}` }
    case "business_quote": {
      const name = [input.firstName, input.lastName].filter(Boolean).join(" ") || null
      return { name, email: input.email, subject: input.company ? `Business quote: ${input.company}` : "Business quote" }
    }
  }
}
