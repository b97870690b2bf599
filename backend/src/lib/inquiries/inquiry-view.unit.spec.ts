import { inquiryBodySchema } from "@printshop/contract"
import { summaryOf } from "./inquiry-view"

const parse = (body: object) => inquiryBodySchema.parse(body)

describe("inquiry summaries", () => {
  it("takes the name, e-mail and subject staff sort by from whichever form was sent", () => {
    expect(summaryOf(parse({ kind: "contact", name: "Sam", email: "SAM@example.com", subject: "Hi", message: "Hello" }))).toEqual({
      name: "Sam",
      email: "sam@example.com",
      subject: "Hi",
    })
    expect(
      summaryOf(parse({ kind: "warranty_claim", serialNumber: "SN-1", purchaseDate: "2025-03-01", contactInfo: "x", issueDescription: "y" }))
    ).toEqual({ name: null, email: null, subject: "Warranty claim: SN-1" })
    expect(summaryOf(parse({ kind: "business_quote", email: "b@example.com", firstName: "Bo", company: "Acme", requirements: "Ten scanners" }))).toEqual({
      name: "Bo",
      email: "b@example.com",
      subject: "Business quote: Acme",
    })
  })
})
