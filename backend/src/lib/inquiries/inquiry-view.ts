import type { InquiryBody } from "@printshop/contract"

/** The columns staff search and sort by, taken from whichever form was sent. */
export function summaryOf(input: InquiryBody) {
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
