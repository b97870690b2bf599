import type { InquiryInput } from "./validators"

type Kind = InquiryInput["kind"]

/** What the customer is told once their form is stored. */
export const RECEIVED_MESSAGES: Record<Kind, string> = {
  support_ticket: "Your support ticket has been submitted. We reply within 4 hours during support hours.",
  contact: "Thank you for your message. We'll reply within 24 hours.",
  warranty_claim: "Your warranty claim has been submitted. We'll contact you about the next steps.",
  service_request: "Your service request has been received. We'll contact you to confirm the appointment.",
  business_quote: "Thank you! Our business team will be in touch within one business day.",
}

/** A short code the customer can quote: INQ- and the end of the id. */
export const referenceOf = (id: string) => `INQ-${id.slice(-8).toUpperCase()}`

/** The columns staff search and sort by, taken from whichever form was sent. */
export function summaryOf(input: InquiryInput) {
  switch (input.kind) {
    case "support_ticket":
    case "contact":
      return { name: input.name, email: input.email, subject: input.subject }
    case "service_request":
      return { name: input.name, email: input.email, subject: `Service request: ${input.serviceType}` }
    case "warranty_claim":
      return { name: null, email: null, subject: `Warranty claim: ${input.serialNumber}` }
    case "business_quote": {
      const name = [input.firstName, input.lastName].filter(Boolean).join(" ") || null
      return { name, email: input.email, subject: input.company ? `Business quote: ${input.company}` : "Business quote" }
    }
  }
}
