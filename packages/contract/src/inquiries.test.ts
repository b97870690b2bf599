import { describe, expect, it } from "vitest"
import { readableInquiryFields } from "./inquiries"

describe("readableInquiryFields", () => {
  it("shows a stored form's fields in its form's order, whatever order the database kept them in", () => {
    // PostgreSQL's jsonb keeps shorter keys first: lastName came back before firstName.
    const stored = { email: "lee@example.com", phone: "", company: "Park Foods", lastName: "Park", firstName: "Lee", requirements: "20 label printers", extra: "x" }
    expect(readableInquiryFields(stored, "business_quote").map((field) => field.label)).toEqual([
      "First Name",
      "Last Name",
      "Company",
      "Email",
      "Phone",
      "Requirements",
      "Extra",
    ])
    expect(readableInquiryFields({ kind: "contact", subject: "Hi", name: "Sam", email: "sam@example.com" }).map((field) => field.key)).toEqual(["name", "email", "subject"])
  })
})
