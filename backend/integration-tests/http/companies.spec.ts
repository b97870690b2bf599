// Company accounts (docs/api.md, "Companies"): a customer makes their account a company's,
// invites colleagues by e-mail (read from a real SMTP server in this process), the colleagues
// join from the link, and every member sees the company's orders, quotes and saved addresses.
// Admins invite, change roles and remove; members leave; staff see companies.
import { Modules } from "@medusajs/framework/utils"
import { COMPANY_MESSAGES, INVOICE_TERMS_ONLY, PO_NUMBER_COMPANY_ONLY, invoiceDueDate, isInvoiceOverdue, todayUtc } from "@printshop/contract"
import { PDFParse } from "pdf-parse"
import { shopIntegrationTestRunner } from "../runner"
import { TestMailbox } from "../mailbox"
import { answerOf, answering, bearer, fixtureProduct, fromFreshClientAddress, seedShop, signUp as signUpWith } from "../fixtures"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import { TAX_EXEMPTIONS_MODULE } from "../../src/modules/tax-exemptions"
import type TaxExemptionsModuleService from "../../src/modules/tax-exemptions/service"

jest.setTimeout(300 * 1000)

const STAFF = { email: "staff.companies@example.com", password: "staff-password-123" }
const FIXTURE = [fixtureProduct({ handle: "label-printer", name: "Label Printer 45", price: 45.5, stock: 100 })]
const address = { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }
const companyBody = {
  name: "Park Foods",
  taxId: "12-3456789",
  phone: "(918) 555-0100",
  billingAddress: { address: "100 Main St", city: "Tulsa", state: "ok", zipCode: "74103" },
}

/** The text of a PDF, as a reader's copy and paste would give it. */
const pdfText = async (data: Buffer) => (await new PDFParse({ data }).getText()).text

const mailbox = new TestMailbox()
beforeAll(async () => {
  await mailbox.start()
  process.env.SMTP_URL = mailbox.url
})
afterAll(() => mailbox.stop())

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const idOf: Record<string, string> = {}
    let staff: string

    beforeAll(async () => {
      Object.assign(idOf, (await seedShop(getContainer(), FIXTURE, { staff: STAFF })).idOf)
    })
    beforeEach(async () => {
      fromFreshClientAddress(api)
      invalidateCatalogueIndex(getContainer())
      mailbox.received.length = 0
      staff = (await post("/api/admin/login", STAFF)).data.token
    })

    const { post, get, put, del } = answering(api)
    const signUp = () => signUpWith(post)

    /** An order of one label printer, its total from the prepared checkout as the checkout page does. */
    async function placeOrder(who: { token: string; user: { email: string } }, extra: Record<string, unknown> = {}) {
      const sessionId = `company-${Date.now()}-${Math.random()}`
      const items = [{ productId: idOf["label-printer"], quantity: 1 }]
      const prepared = await post("/api/checkout", { sessionId, items, shippingAddress: address, paymentMethod: "cash_on_delivery" }, bearer(who.token))
      expect(prepared.status).toEqual(200)
      const order = await post(
        "/api/orders",
        {
          sessionId,
          customerEmail: who.user.email,
          customerName: "Ada Lovelace",
          customerPhone: "9185550100",
          shippingAddress: address,
          billingAddress: address,
          totalAmount: prepared.data.totalAmount,
          paymentMethod: "cash_on_delivery",
          items,
          ...extra,
        },
        bearer(who.token)
      )
      expect(order.status).toEqual(201)
      return order.data
    }

    /** An admin's company with a colleague invited and joined from the e-mailed link. */
    async function companyWithColleague() {
      const admin = await signUp()
      const created = await post("/api/user/company", companyBody, bearer(admin.token))
      expect(created.status).toEqual(201)
      const colleague = await signUp()
      const invited = await post("/api/user/company/invites", { email: colleague.user.email.toUpperCase() }, bearer(admin.token))
      expect(invited.status).toEqual(201)
      const mail = await mailbox.waitFor(colleague.user.email, /invited you to join Park Foods/)
      const token = decodeURIComponent(/company\/join\?token=([^\s"&<]+)/.exec(mail.text)![1])
      const joined = await post("/api/user/company/join", { token }, bearer(colleague.token))
      expect(joined.status).toEqual(200)
      return { admin, colleague, company: created.data.company, token }
    }

    it("makes an account a company's, invites a colleague by e-mail who joins from the link, in Medusa's customer group", async () => {
      const admin = await signUp()
      expect((await get("/api/user/company", bearer(admin.token))).data).toEqual({ company: null, role: null })

      const created = await post("/api/user/company", companyBody, bearer(admin.token))
      expect(created.status).toEqual(201)
      expect(created.data).toMatchObject({
        role: "admin",
        company: {
          id: expect.stringMatching(/^comp_/),
          name: "Park Foods",
          taxId: "12-3456789",
          phone: "(918) 555-0100",
          billingAddress: { address: "100 Main St", address2: null, city: "Tulsa", state: "OK", zipCode: "74103", country: "US" },
          members: [{ id: admin.user.id, email: admin.user.email, role: "admin" }],
          invites: [],
        },
      })
      // A second company for the same account is refused.
      expect((await post("/api/user/company", companyBody, bearer(admin.token))).status).toEqual(409)

      const colleague = await signUp()
      const invited = await post("/api/user/company/invites", { email: colleague.user.email }, bearer(admin.token))
      expect(invited.status).toEqual(201)
      expect(invited.data).toMatchObject({ email: colleague.user.email, invitedBy: expect.any(String), expiresAt: expect.any(String) })
      expect((await post("/api/user/company/invites", { email: colleague.user.email }, bearer(admin.token))).data.message).toEqual(COMPANY_MESSAGES.alreadyInvited)
      expect((await post("/api/user/company/invites", { email: admin.user.email }, bearer(admin.token))).status).toEqual(409)

      const mail = await mailbox.waitFor(colleague.user.email, /invited you to join Park Foods/)
      const token = decodeURIComponent(/company\/join\?token=([^\s"&<]+)/.exec(mail.text)![1])

      // The link's page, before signing in; a changed token does not work.
      expect((await post("/api/company-invites/check", { token })).data).toEqual({ companyName: "Park Foods", email: colleague.user.email, invitedBy: expect.any(String) })
      const forged = await post("/api/company-invites/check", { token: `${token.split(".")[0]}.AAAA` })
      expect(forged.status).toEqual(404)
      expect(forged.data.message).toEqual(COMPANY_MESSAGES.inviteInvalid)

      // Only the invited address joins.
      const stranger = await signUp()
      const wrongAccount = await post("/api/user/company/join", { token }, bearer(stranger.token))
      expect(wrongAccount.status).toEqual(403)
      expect(wrongAccount.data.message).toEqual(COMPANY_MESSAGES.inviteOtherEmail)

      const joined = await post("/api/user/company/join", { token }, bearer(colleague.token))
      expect(joined.status).toEqual(200)
      expect(joined.data.role).toEqual("member")
      expect(joined.data.company.members.map((member: { email: string }) => member.email)).toEqual([admin.user.email, colleague.user.email])
      // A member does not see the invitations; the link is used up.
      expect(joined.data.company.invites).toEqual([])
      expect((await post("/api/user/company/join", { token }, bearer(colleague.token))).status).toEqual(404)

      // Medusa's customer group of the company holds both.
      const groupId = (await get(`/api/admin/companies/${created.data.company.id}`, bearer(staff))).data.customerGroupId
      const group = await getContainer().resolve(Modules.CUSTOMER).retrieveCustomerGroup(groupId, { relations: ["customers"] })
      expect(group.name).toContain("Park Foods")
      expect((group.customers ?? []).map((customer) => customer.id).sort()).toEqual([admin.user.id, colleague.user.id].sort())
    })

    it("shows every member the company's orders, quotes and saved addresses; only their own customer changes them", async () => {
      const { admin, colleague } = await companyWithColleague()
      const order = await placeOrder(admin)
      const quote = await post("/api/quotes", { items: [{ productId: idOf["label-printer"], quantity: 20 }] }, bearer(colleague.token))
      expect(quote.status).toEqual(201)
      const saved = await post("/api/user/addresses", { ...address, isDefault: true }, bearer(admin.token))
      expect(saved.status).toEqual(201)

      const orders = (await get("/api/user/orders", bearer(colleague.token))).data
      expect(orders.map((o: { id: string; userId: string }) => [o.id, o.userId])).toEqual([[order.id, admin.user.id]])
      expect((await get(`/api/user/orders/${order.id}`, bearer(colleague.token))).status).toEqual(200)
      // Cancelling is the orderer's.
      expect((await post(`/api/user/orders/${order.id}/cancel`, {}, bearer(colleague.token))).status).toEqual(404)

      const quotes = (await get("/api/user/quotes", bearer(admin.token))).data
      expect(quotes).toEqual([expect.objectContaining({ id: quote.data.id, askedBy: { id: colleague.user.id, name: expect.any(String) } })])
      expect((await get(`/api/user/quotes/${quote.data.id}`, bearer(admin.token))).status).toEqual(200)
      expect((await post(`/api/user/quotes/${quote.data.id}/decline`, {}, bearer(admin.token))).status).toEqual(404)

      const addresses = (await get("/api/user/addresses", bearer(colleague.token))).data
      expect(addresses).toEqual([expect.objectContaining({ id: saved.data.id, sharedBy: expect.any(String), isDefault: false })])
      expect((await put(`/api/user/addresses/${saved.data.id}`, address, bearer(colleague.token))).status).toEqual(404)
      expect((await get("/api/user/addresses", bearer(admin.token))).data).toEqual([expect.objectContaining({ id: saved.data.id, sharedBy: null, isDefault: true })])

      // Someone outside the company sees none of it.
      const stranger = await signUp()
      expect((await get(`/api/user/orders/${order.id}`, bearer(stranger.token))).status).toEqual(404)
      expect((await get(`/api/user/quotes/${quote.data.id}`, bearer(stranger.token))).status).toEqual(404)
    })

    it("lets admins change roles and remove members, keeps one admin, and lets members leave", async () => {
      const { admin, colleague, company } = await companyWithColleague()
      const path = (customerId: string) => `/api/user/company/members/${customerId}`

      // A member cannot invite, edit or remove.
      expect((await post("/api/user/company/invites", { email: "x@example.com" }, bearer(colleague.token))).status).toEqual(403)
      expect((await put("/api/user/company", companyBody, bearer(colleague.token))).status).toEqual(403)
      expect((await del(path(admin.user.id), bearer(colleague.token))).status).toEqual(403)

      // The last admin can neither step down nor leave while others stay.
      const stepDown = await put(path(admin.user.id), { role: "member" }, bearer(admin.token))
      expect(stepDown.status).toEqual(409)
      expect(stepDown.data.message).toEqual(COMPANY_MESSAGES.lastAdmin)
      expect((await del(path(admin.user.id), bearer(admin.token))).status).toEqual(409)

      const promoted = await put(path(colleague.user.id), { role: "admin" }, bearer(admin.token))
      expect(promoted.status).toEqual(200)
      expect(promoted.data.company.members.map((member: { role: string }) => member.role)).toEqual(["admin", "admin"])
      const renamed = await put("/api/user/company", { ...companyBody, name: "Park Foods Inc." }, bearer(colleague.token))
      expect(renamed.data.company.name).toEqual("Park Foods Inc.")

      // The first admin leaves; their orders stay theirs and the company no longer shows them.
      await placeOrder(admin)
      const left = await del(path(admin.user.id), bearer(admin.token))
      expect(left.data).toEqual({ company: null, role: null })
      expect((await get("/api/user/orders", bearer(colleague.token))).data).toEqual([])
      expect((await get("/api/user/orders", bearer(admin.token))).data).toHaveLength(1)

      // An invitation cancelled stops working; a removed member loses access.
      const third = await signUp()
      const invite = await post("/api/user/company/invites", { email: third.user.email }, bearer(colleague.token))
      const mail = await mailbox.waitFor(third.user.email, /invited you to join Park Foods Inc\./)
      const token = decodeURIComponent(/company\/join\?token=([^\s"&<]+)/.exec(mail.text)![1])
      expect((await del(`/api/user/company/invites/${invite.data.id}`, bearer(colleague.token))).data).toEqual({ id: invite.data.id, deleted: true })
      expect((await post("/api/user/company/join", { token }, bearer(third.token))).status).toEqual(404)

      // Staff see the company with its remaining member; the last member leaving closes it.
      const page = (await get(`/api/admin/companies?search=${encodeURIComponent(colleague.user.email)}`, bearer(staff))).data
      expect(page.companies).toEqual([expect.objectContaining({ id: company.id, name: "Park Foods Inc.", orderCount: 0 })])
      expect((await get("/api/admin/companies?search=nothing-like-this", bearer(staff))).data.count).toEqual(0)
      expect((await del(path(colleague.user.id), bearer(colleague.token))).data).toEqual({ company: null, role: null })
      expect((await get(`/api/admin/companies/${company.id}`, bearer(staff))).status).toEqual(404)
    })

    it("gives every order an invoice whose figures are Medusa's order's, with the company and its PO number", async () => {
      const { admin, colleague } = await companyWithColleague()
      const order = await placeOrder(colleague, { poNumber: "PO-7781" })
      expect(order).toMatchObject({ poNumber: "PO-7781", companyName: "Park Foods" })

      const download = await api.get(`/api/user/orders/${order.id}/invoice`, { ...bearer(admin.token), responseType: "arraybuffer" })
      expect(download.status).toEqual(200)
      expect(download.headers["content-type"]).toEqual("application/pdf")
      expect(download.headers["content-disposition"]).toEqual(`attachment; filename="invoice-INV-${order.id}.pdf"`)
      const text = await pdfText(Buffer.from(download.data))

      const [medusa] = await getContainer()
        .resolve(Modules.ORDER)
        .listOrders({ display_id: Number(order.id) } as Record<string, unknown>, { select: ["id", "total", "tax_total", "item_subtotal", "shipping_subtotal"] })
      const dollars = (value: unknown) => `$${Number(value).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
      for (const expected of [
        `INV-${order.id}`,
        "PO-7781",
        "Park Foods",
        "Tax ID: 12-3456789",
        "Label Printer 45",
        dollars(medusa.item_subtotal),
        dollars(medusa.shipping_subtotal),
        dollars(medusa.tax_total),
        dollars(medusa.total),
        "Cash on Delivery",
        "Due on delivery",
        "Awaiting payment",
      ]) {
        expect(text).toContain(expected)
      }
      // Staff download it too; someone outside the company cannot.
      expect((await api.get(`/api/admin/orders/${order.id}/invoice`, { ...bearer(staff), responseType: "arraybuffer" })).status).toEqual(200)
      const stranger = await signUp()
      expect((await get(`/api/user/orders/${order.id}/invoice`, bearer(stranger.token))).status).toEqual(404)
      expect((await get(`/api/user/orders/${order.id}/invoice`)).status).toEqual(401)

      // A PO number is for company accounts.
      const refused = await post("/api/orders", { poNumber: "PO-1", sessionId: "x", customerEmail: stranger.user.email, customerName: "Ada Lovelace", shippingAddress: address, totalAmount: "1.00", paymentMethod: "cash_on_delivery", items: [{ productId: idOf["label-printer"], quantity: 1 }] }, bearer(stranger.token))
      expect(refused.status).toEqual(400)
      expect(refused.data.errors).toEqual([{ path: "poNumber", message: PO_NUMBER_COMPANY_ONLY }])
    })

    describe("tax exemption", () => {
      const pdf = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n")
      const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10)
      const texas = { ...address, address: "500 Congress Ave", city: "Austin", state: "TX", zipCode: "78701" }

      /** A multipart upload of a certificate, as the Company tab sends it. */
      function upload(token: string, fields: Record<string, string>, file: { bytes: Buffer; name: string } | null = { bytes: pdf, name: "resale.pdf" }) {
        const form = new FormData()
        for (const [key, value] of Object.entries(fields)) form.append(key, value)
        if (file) form.append("file", new Blob([new Uint8Array(file.bytes)]), file.name)
        return answerOf(api.post("/api/user/company/tax-exemptions", form, bearer(token)))
      }
      const prepareTo = async (token: string, shippingAddress: object) =>
        (
          await post(
            "/api/checkout",
            { sessionId: `tax-${Math.random()}`, items: [{ productId: idOf["label-printer"], quantity: 2 }], shippingAddress, paymentMethod: "cash_on_delivery" },
            bearer(token)
          )
        ).data

      it("takes the tax off orders to covered states while an approved certificate holds, in Medusa's order and the invoice", async () => {
        process.env.STAFF_EMAIL = "tax-inbox@printshop.example"
        const { admin, colleague } = await companyWithColleague()
        const taxed = await prepareTo(colleague.token, address)
        expect(Number(taxed.tax)).toBeGreaterThan(0)
        expect(taxed.taxExemptCertificate).toBeNull()

        const uploaded = await upload(admin.token, { kind: "resale", certificateNumber: "R-100", states: "ok, ks", expiresOn: inAYear })
        expect(uploaded.status).toEqual(201)
        expect(uploaded.data).toMatchObject({ kind: "resale", certificateNumber: "R-100", states: ["KS", "OK"], status: "pending", fileName: "resale.pdf" })
        await mailbox.waitFor("tax-inbox@printshop.example", /Tax exemption certificate to review: Park Foods/)
        // Waiting for review changes nothing.
        expect(Number((await prepareTo(colleague.token, address)).tax)).toBeGreaterThan(0)

        // Staff read the file from the private storage (never under /static) and approve it.
        const file = await api.get(`/api/admin/tax-exemptions/${uploaded.data.id}/file`, { ...bearer(staff), responseType: "arraybuffer" })
        expect(file.headers["content-type"]).toEqual("application/pdf")
        expect(Buffer.from(file.data).equals(pdf)).toBe(true)
        expect((await get(`/api/admin/tax-exemptions/${uploaded.data.id}/file`, bearer(admin.token))).status).toEqual(401)
        const pending = (await get("/api/admin/tax-exemptions?status=pending", bearer(staff))).data
        expect(pending.exemptions.map((e: { id: string }) => e.id)).toContain(uploaded.data.id)
        const approved = await post(`/api/admin/tax-exemptions/${uploaded.data.id}/review`, { decision: "approve" }, bearer(staff))
        expect(approved.data).toMatchObject({ status: "approved", company: { name: "Park Foods" } })
        await mailbox.waitFor(admin.user.email, /tax exemption certificate is approved/)

        // Shipped to a covered state: no tax, in the checkout, Medusa's order and the invoice.
        const exempt = await prepareTo(colleague.token, address)
        expect(exempt).toMatchObject({ tax: "0.00", taxExemptCertificate: "R-100" })
        const order = await placeOrder(colleague)
        expect(order).toMatchObject({ tax: "0.00", taxExemptCertificate: "R-100" })
        const [medusa] = await getContainer().resolve(Modules.ORDER).listOrders({ display_id: Number(order.id) } as Record<string, unknown>, { select: ["id", "tax_total"] })
        expect(Number(medusa.tax_total)).toEqual(0)
        const invoice = await api.get(`/api/user/orders/${order.id}/invoice`, { ...bearer(colleague.token), responseType: "arraybuffer" })
        expect(await pdfText(Buffer.from(invoice.data))).toContain("Tax exempt: certificate R-100")

        // A state the certificate does not cover is taxed; so is everyone outside the company.
        expect(Number((await prepareTo(colleague.token, texas)).tax)).toBeGreaterThan(0)
        const stranger = await signUp()
        expect(Number((await prepareTo(stranger.token, address)).tax)).toBeGreaterThan(0)

        // Past its last day, the exemption stops.
        await getContainer().resolve<TaxExemptionsModuleService>(TAX_EXEMPTIONS_MODULE).updateTaxExemptions({ id: uploaded.data.id, expires_on: "2020-01-01" })
        expect(Number((await prepareTo(colleague.token, address)).tax)).toBeGreaterThan(0)
        expect((await get("/api/user/company/tax-exemptions", bearer(colleague.token))).data).toEqual([expect.objectContaining({ id: uploaded.data.id, status: "expired" })])
      })

      it("refuses a bad certificate with a clear error, and a member who is not an admin", async () => {
        const { admin, colleague } = await companyWithColleague()
        const fields = { kind: "exemption", certificateNumber: "E-1", states: "OK", expiresOn: inAYear }
        const notPdf = await upload(admin.token, fields, { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "cert.pdf" })
        expect(notPdf.status).toEqual(400)
        expect(notPdf.data.errors).toEqual([{ path: "file", message: expect.stringContaining("PDF or a picture") }])
        expect((await upload(admin.token, fields, null)).data.errors[0].path).toEqual("file")
        expect((await upload(admin.token, { ...fields, states: "OK, ZZ" })).data.errors[0].path).toEqual("states")
        expect((await upload(admin.token, { ...fields, expiresOn: "2020-01-01" })).data.errors[0].path).toEqual("expiresOn")
        expect((await upload(colleague.token, fields)).status).toEqual(403)
        expect((await get("/api/user/company/tax-exemptions", bearer(admin.token))).data).toEqual([])

        // A rejection needs a reason, which the company reads.
        const uploaded = await upload(admin.token, fields)
        expect((await post(`/api/admin/tax-exemptions/${uploaded.data.id}/review`, { decision: "reject" }, bearer(staff))).status).toEqual(400)
        const rejected = await post(`/api/admin/tax-exemptions/${uploaded.data.id}/review`, { decision: "reject", note: "The certificate is not signed." }, bearer(staff))
        expect(rejected.data.status).toEqual("rejected")
        const mail = await mailbox.waitFor(admin.user.email, /was not approved/)
        expect(mail.text).toContain("The certificate is not signed.")
        expect(Number((await prepareTo(admin.token, address)).tax)).toBeGreaterThan(0)
      })
    })

    it("lets staff give a company net terms: its members pay by invoice, the order ships unpaid, shows overdue, and staff mark it paid", async () => {
      const { admin, colleague, company } = await companyWithColleague()
      const payments = async (orderNumber: string) => (await get(`/api/admin/orders/${orderNumber}`, bearer(staff))).data.paymentStatus

      // Without terms, paying by invoice is refused at checkout and at the order.
      const prepare = (paymentMethod: string) =>
        post("/api/checkout", { sessionId: `terms-${Math.random()}`, items: [{ productId: idOf["label-printer"], quantity: 1 }], shippingAddress: address, paymentMethod }, bearer(colleague.token))
      const refused = await prepare("invoice")
      expect(refused.status).toEqual(400)
      expect(refused.data.errors).toEqual([{ path: "paymentMethod", message: INVOICE_TERMS_ONLY }])

      const given = await put(`/api/admin/companies/${company.id}/terms`, { paymentTerms: "net30" }, bearer(staff))
      expect(given.data).toMatchObject({ paymentTerms: "net30", overdueCount: 0 })
      expect((await put(`/api/admin/companies/${company.id}/terms`, { paymentTerms: "net45" }, bearer(staff))).status).toEqual(400)
      expect((await get("/api/user/company", bearer(colleague.token))).data.company.paymentTerms).toEqual("net30")
      // The shop's payment methods stay those of every shopper.
      expect((await get("/api/shop/pricing")).data.payments.methods).not.toContain("invoice")

      const order = await placeOrder(colleague, { paymentMethod: "invoice", poNumber: "PO-9" })
      expect(order).toMatchObject({ paymentMethod: "invoice", paymentTerms: "net30", paymentDue: invoiceDueDate(new Date().toISOString(), "net30"), invoicePaid: false })

      // Shipped and delivered, it stays unpaid: only staff's mark captures it.
      const move = (body: object) => post(`/api/admin/orders/${order.id}/status`, body, bearer(staff))
      expect((await move({ status: "shipped", carrier: "UPS", trackingNumber: "1Z9" })).status).toEqual(200)
      expect((await move({ status: "delivered" })).status).toEqual(200)
      expect(await payments(order.id)).toEqual("awaiting")

      // Past its due day it shows overdue to the company's admin and to staff, and on the invoice.
      const [medusa] = await getContainer().resolve(Modules.ORDER).listOrders({ display_id: Number(order.id) } as Record<string, unknown>, { select: ["id", "metadata"] })
      await getContainer().resolve(Modules.ORDER).updateOrders(medusa.id, { metadata: { ...medusa.metadata, payment_due: "2020-01-31" } })
      const seen = (await get("/api/user/orders", bearer(admin.token))).data.find((o: { id: string }) => o.id === order.id)
      expect(isInvoiceOverdue(seen, todayUtc())).toBe(true)
      expect((await get(`/api/admin/companies/${company.id}`, bearer(staff))).data.overdueCount).toEqual(1)
      const overdueInvoice = await api.get(`/api/user/orders/${order.id}/invoice`, { ...bearer(admin.token), responseType: "arraybuffer" })
      const overdueText = await pdfText(Buffer.from(overdueInvoice.data))
      expect(overdueText).toContain("Net 30: due January 31, 2020")
      expect(overdueText).toContain("Overdue")

      const paid = await post(`/api/admin/orders/${order.id}/invoice-paid`, {}, bearer(staff))
      expect(paid.status).toEqual(200)
      expect(paid.data.paymentStatus).toEqual("paid")
      expect((await post(`/api/admin/orders/${order.id}/invoice-paid`, {}, bearer(staff))).status).toEqual(409)
      expect((await get(`/api/user/orders/${order.id}`, bearer(admin.token))).data.invoicePaid).toBe(true)
      expect((await get(`/api/admin/companies/${company.id}`, bearer(staff))).data.overdueCount).toEqual(0)

      // An order paid otherwise is not an invoice to mark; terms taken away stop the option.
      const cash = await placeOrder(colleague)
      expect((await post(`/api/admin/orders/${cash.id}/invoice-paid`, {}, bearer(staff))).status).toEqual(409)
      await put(`/api/admin/companies/${company.id}/terms`, { paymentTerms: null }, bearer(staff))
      expect((await prepare("invoice")).status).toEqual(400)
    })

    it("refuses bad company details and tokens with clear errors, and a visitor everywhere but the link's page", async () => {
      const customer = await signUp()
      const bad = await post("/api/user/company", { ...companyBody, name: "", billingAddress: { ...companyBody.billingAddress, state: "ZZ", zipCode: "1" } }, bearer(customer.token))
      expect(bad.status).toEqual(400)
      expect([...new Set(bad.data.errors.map((error: { path: string }) => error.path))].sort()).toEqual(["billingAddress.state", "billingAddress.zipCode", "name"])
      expect((await get("/api/user/company", bearer(customer.token))).data.company).toBeNull()
      expect((await post("/api/user/company", { ...companyBody, taxId: "12/34" }, bearer(customer.token))).status).toEqual(400)
      expect((await post("/api/user/company", companyBody)).status).toEqual(401)
      expect((await get("/api/user/company")).status).toEqual(401)
      expect((await post("/api/user/company/join", { token: "x" })).status).toEqual(401)
      expect((await post("/api/company-invites/check", {})).status).toEqual(400)
      expect((await post("/api/company-invites/check", { token: "compi_1.abc" })).status).toEqual(404)
      expect((await post("/api/user/company/invites", { email: "not-an-address" }, bearer(customer.token))).status).toEqual(400)
      expect((await post("/api/user/company/invites", { email: "x@example.com" }, bearer(customer.token))).status).toEqual(404)
      expect((await get("/api/admin/companies", bearer(customer.token))).status).toEqual(401)
    })
  },
})
