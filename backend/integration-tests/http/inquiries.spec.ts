import { shopIntegrationTestRunner } from "../runner"
import { seedStaffUser } from "../../src/scripts/seed/staff-user"
import { INQUIRIES_MODULE } from "../../src/modules/inquiries"
import type InquiriesModuleService from "../../src/modules/inquiries/service"
import { answering, answerOf, bearer, fromFreshClientAddress, newCustomer, randomClientAddress } from "../fixtures"

jest.setTimeout(120 * 1000)


const FORMS = {
  support_ticket: { name: "Dana West", email: "Dana@Example.com", subject: "Printer offline", category: "technical", message: "My printer shows offline." },
  contact: { name: "Sam Lee", email: "sam@example.com", subject: "Volume pricing", message: "Do you offer volume pricing?", inquiryType: "sales", company: "Lee Retail" },
  warranty_claim: { serialNumber: "SN-12345", purchaseDate: "2025-03-01", contactInfo: "sam@example.com, 918-555-0100", issueDescription: "Paper jams every page." },
  service_request: {
    name: "Ana Ruiz",
    email: "ana@example.com",
    phone: "9185550101",
    address: "100 Main St, Tulsa, OK",
    serviceType: "installation",
    equipment: "Two POS terminals and a receipt printer",
    preferredDate: "2026-12-01",
  },
  business_quote: { firstName: "Lee", lastName: "Park", company: "Park Foods", email: "lee@example.com", requirements: "20 label printers" },
} as const

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeEach(() => fromFreshClientAddress(api))

    const { post } = answering(api)
    const stored = () => getContainer().resolve<InquiriesModuleService>(INQUIRIES_MODULE).listInquiries({}, { order: { created_at: "ASC" } })

    it("stores every kind of form and answers a reference", async () => {
      for (const [kind, fields] of Object.entries(FORMS)) {
        const { status, data } = await post("/api/inquiries", { kind, ...fields })
        expect(status).toEqual(201)
        expect(data).toEqual({ id: expect.stringMatching(/^inq_/), reference: expect.stringMatching(/^INQ-[A-Z0-9]{8}$/), message: expect.any(String) })
      }
      const inquiries = await stored()
      expect(inquiries.map((inquiry) => inquiry.kind)).toEqual(Object.keys(FORMS))
      expect(inquiries[0]).toMatchObject({
        name: "Dana West",
        email: "dana@example.com",
        subject: "Printer offline",
        status: "new",
        customer_id: null,
        fields: { ...FORMS.support_ticket, email: "dana@example.com" },
      })
      expect(inquiries[4]).toMatchObject({ name: "Lee Park", subject: "Business quote: Park Foods" })
    })

    it("links a signed-in customer's message to the account", async () => {
      const { data } = await post("/api/register", newCustomer())
      await post("/api/inquiries", { kind: "contact", ...FORMS.contact }, bearer(data.token))
      const [inquiry] = await stored()
      expect(inquiry.customer_id).toEqual(data.user.id)
    })

    it("answers 400 with the missing required fields and stores nothing", async () => {
      const ticket = await post("/api/inquiries", { kind: "support_ticket", name: " ", email: "nope", subject: "", message: "" })
      expect(ticket.status).toEqual(400)
      expect(ticket.data.errors).toEqual(
        expect.arrayContaining([
          { path: "name", message: "Name is required" },
          { path: "email", message: "Please enter a valid email address" },
          { path: "subject", message: "Subject is required" },
          { path: "message", message: "Message is required" },
        ])
      )
      const claim = await post("/api/inquiries", { ...FORMS.warranty_claim, kind: "warranty_claim", purchaseDate: "2999-01-01" })
      expect(claim.data.errors).toEqual([{ path: "purchaseDate", message: "Purchase date cannot be in the future" }])
      const service = await post("/api/inquiries", { ...FORMS.service_request, kind: "service_request", serviceType: "painting" })
      expect(service.data.errors[0].path).toEqual("serviceType")
      expect((await post("/api/inquiries", { kind: "spam" })).status).toEqual(400)
      expect((await post("/api/inquiries", "text")).status).toEqual(400)
      expect(await stored()).toHaveLength(0)
    })

    it("limits how many forms one address sends", async () => {
      const previous = process.env.RATE_LIMIT_INQUIRIES_PER_IP
      process.env.RATE_LIMIT_INQUIRIES_PER_IP = "2"
      const headers = { headers: { "X-Forwarded-For": randomClientAddress() } }
      try {
        expect((await post("/api/inquiries", { kind: "contact", ...FORMS.contact }, headers)).status).toEqual(201)
        expect((await post("/api/inquiries", { kind: "contact", ...FORMS.contact }, headers)).status).toEqual(201)
        const limited = await post("/api/inquiries", { kind: "contact", ...FORMS.contact }, headers)
        expect(limited.status).toEqual(429)
        expect(limited.data.message).toMatch(/^Too many messages sent\. Please wait \d+ minutes? and try again\.$/)
      } finally {
        if (previous === undefined) delete process.env.RATE_LIMIT_INQUIRIES_PER_IP
        else process.env.RATE_LIMIT_INQUIRIES_PER_IP = previous
      }
    })

    it("shows staff the forms, and nobody else", async () => {
      await post("/api/inquiries", { kind: "warranty_claim", ...FORMS.warranty_claim })
      expect((await answerOf(api.get("/admin/inquiries"))).status).toEqual(401)
      await seedStaffUser(getContainer(), { email: "staff@example.com", password: "staff-password-1" })
      const login = await post("/auth/user/emailpass", { email: "staff@example.com", password: "staff-password-1" })
      const { status, data } = await answerOf(api.get("/admin/inquiries?kind=warranty_claim", bearer(login.data.token)))
      expect(status).toEqual(200)
      expect(data.count).toEqual(1)
      expect(data.inquiries[0]).toMatchObject({ kind: "warranty_claim", subject: "Warranty claim: SN-12345", reference: expect.stringMatching(/^INQ-/) })
    })
  },
})
