// Every e-mail the shop sends (docs/email.md), rendered from its template: subject, HTML and text
// parts, absolute links, and text that can never become markup or a header. With
// EMAIL_PREVIEW_DIR set, each is also written there as an .html file, to be looked at in a browser.
import fs from "node:fs"
import path from "node:path"
import { renderEmail } from "./render"
import { EMAIL_TEMPLATES, type EmailData, type EmailOrder } from "./types"

const links = { storefrontUrl: "https://shop.example.com" }

const order: EmailOrder = {
  id: "1042",
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  customerPhone: "9185550100",
  userId: "cus_1",
  shippingAddress: { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", address2: "Suite 4", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" },
  items: [
    { productId: "prod_1", productName: "LaserJet Pro <M404dn> & Co", quantity: 2, price: 329.99, total: "659.98", returnedQuantity: 0 },
    { productId: "prod_2", productName: "Thermal Receipt Paper, 50 rolls", quantity: 1, price: 39.5, total: "39.50", returnedQuantity: 0 },
  ],
  subtotal: "699.48",
  shippingCost: "0.00",
  tax: "55.96",
  totalAmount: "755.44",
  paymentMethod: "pay_with_card",
  carrier: "FedEx Ground",
  shippingMethod: "Express Shipping",
  trackingNumber: "FX-774411",
  estimatedDelivery: "2026-12-01T00:00:00.000Z",
}
/** The same order with a promo code: 10% off the items. */
const discountedOrder: EmailOrder = { ...order, promoCode: "SPRING10", discountAmount: "69.95", tax: "50.36", totalAmount: "679.89" }
const returned = [{ productName: "Thermal Receipt Paper, 50 rolls", quantity: 1 }]

const SAMPLES: { [T in keyof EmailData]: EmailData[T] } = {
  "order-confirmation": { order },
  "order-shipped": { order },
  "order-delivered": { order },
  "order-cancelled": { order },
  "return-requested": { order, items: returned, reason: "Defective", shopPaysShipping: true, refundsShipping: true },
  "return-received": { order, items: returned, refundAmount: "42.66", reduction: null },
  welcome: { firstName: "Ada" },
  "password-reset": { firstName: "Ada", resetUrl: "https://shop.example.com/reset-password#token=abc", minutes: 15, staff: false },
  "email-changed": { firstName: "Ada", newEmailMasked: "n****@example.com", changedAt: "2026-11-28T20:40:00.000Z" },
  "inquiry-reply": {
    reference: "INQ-1A2B3C4D",
    name: "Ada Lovelace",
    subject: "Bulk toner",
    original: "Do you offer a discount on 10 cartridges?",
    reply: "Yes: 10% off 10 or more.\n<b>Thanks</b>",
    author: "Sam Reyes",
  },
  "inquiry-received": { reference: "INQ-1A2B3C4D", kind: "business_quote", name: "Lee", answer: "Thank you! Our business team will be in touch within one business day." },
  "staff-new-inquiry": {
    reference: "INQ-1A2B3C4D",
    kind: "contact",
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "Bulk toner\r\nBcc: everyone@example.com",
    fields: [{ label: "Message", value: "Do you offer a discount on 10 cartridges?" }],
    adminUrl: "https://shop.example.com/admin?tab=inquiries",
  },
  "staff-new-quote": {
    number: 12,
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Lovelace <Analytics>",
    phone: "9185550100",
    items: [
      { productName: "LaserJet Pro <M404dn> & Co", quantity: 20 },
      { productName: "Thermal Receipt Paper, 50 rolls", quantity: 5 },
    ],
    message: "We need these by March.\nCan you match last year's price?",
    adminUrl: "https://shop.example.com/admin?tab=quotes&quote=quo_1",
  },
  "quote-priced": {
    quoteId: "quo_1",
    number: 12,
    firstName: "Ada",
    items: [
      { productName: "LaserJet Pro <M404dn> & Co", quantity: 20, unitPrice: 299, total: "5980.00" },
      { productName: "Thermal Receipt Paper, 50 rolls", quantity: 5, unitPrice: 35.5, total: "177.50" },
    ],
    subtotal: "6157.50",
    validUntil: "2026-12-31",
    note: "Free setup included.\n<b>Thanks</b>",
  },
  "quote-message": { quoteId: "quo_1", number: 12, firstName: "Ada", author: "Sam Reyes", body: "March works.\n<b>Sam</b>" },
  "staff-quote-message": {
    number: 12,
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Lovelace Analytics",
    body: "Can you ship half now?\r\nBcc: everyone@example.com",
    adminUrl: "https://shop.example.com/admin?tab=quotes&quote=quo_1",
  },
  "staff-quote-accepted": {
    number: 12,
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: null,
    orderNumber: "1042",
    total: "6650.10",
    adminUrl: "https://shop.example.com/admin?tab=quotes&quote=quo_1",
  },
  "staff-new-tax-exemption": {
    companyName: "Acme Print Co.",
    kind: "Resale certificate",
    certificateNumber: "R-100",
    states: ["OK", "TX"],
    expiresOn: "2027-12-31",
    uploadedBy: "Ada Lovelace",
    adminUrl: "https://shop.example.com/admin?tab=companies&exemption=txex_1",
  },
  "tax-exemption-reviewed": {
    companyName: "Acme Print Co.",
    kind: "Resale certificate",
    certificateNumber: "R-100",
    states: ["OK", "TX"],
    expiresOn: "2027-12-31",
    approved: false,
    note: "The certificate is not signed.",
    firstName: "Ada",
  },
  "company-invite": {
    companyName: "Acme Print Co.",
    invitedBy: "Ada Lovelace",
    link: "https://shop.example.com/company/join?token=compi_1.abc",
    expiresAt: "2026-12-13T10:00:00.000Z",
  },
  "back-in-stock": {
    productName: "Zebra ZD421 Label Printer",
    productUrl: "https://shop.example.com/products/prod_1",
    price: "389.00",
    unsubscribeUrl: "https://shop.example.com/stock-alerts/unsubscribe?token=salert_1.abc",
  },
}

const SUBJECTS: Record<keyof EmailData, string> = {
  "order-confirmation": "Order #1042 confirmed",
  "order-shipped": "Order #1042 has shipped",
  "order-delivered": "Order #1042 was delivered",
  "order-cancelled": "Order #1042 was cancelled",
  "return-requested": "Return requested for order #1042",
  "return-received": "Return received for order #1042",
  welcome: "Welcome to PrintShop Pro",
  "password-reset": "Reset your PrintShop Pro password",
  "email-changed": "Your PrintShop Pro e-mail address was changed",
  "inquiry-reply": "Re: Bulk toner [INQ-1A2B3C4D]",
  "inquiry-received": "We received your business quote request [INQ-1A2B3C4D]",
  "staff-new-inquiry": "New contact message INQ-1A2B3C4D: Bulk toner Bcc: everyone@example.com",
  "staff-new-quote": "New quote request: Quote #12",
  "quote-priced": "Your quote is ready: Quote #12",
  "quote-message": "New message about Quote #12",
  "staff-quote-message": "New message on Quote #12 from Ada Lovelace",
  "staff-quote-accepted": "Quote #12 accepted: order #1042",
  "staff-new-tax-exemption": "Tax exemption certificate to review: Acme Print Co.",
  "tax-exemption-reviewed": "Your tax exemption certificate was not approved",
  "company-invite": "Ada Lovelace invited you to join Acme Print Co. at PrintShop Pro",
  "back-in-stock": "Zebra ZD421 Label Printer is back in stock at PrintShop Pro",
}

describe("the shop's e-mails", () => {
  it.each(EMAIL_TEMPLATES.map((template) => [template]))("%s: a subject on one line, an HTML and a text part, links to the shop", async (template) => {
    const email = await renderEmail(template, SAMPLES[template] as never, links)
    expect(email.subject).toEqual(SUBJECTS[template])
    expect(email.html).toMatch(/^<!DOCTYPE html/i)
    expect(email.html).toContain("PrintShop Pro")
    expect(email.text).toContain("PrintShop Pro")
    expect(email.text).not.toMatch(/<(html|body|div|table|tr|td|p|a|span|img|br)\b/i)
    // Every link is absolute: a relative one goes nowhere from a mail client. Only the carrier's own
    // tracking page is off the shop.
    const carriers = /^https:\/\/(www\.fedex\.com|www\.ups\.com|tools\.usps\.com|www\.dhl\.com)\//
    for (const [, href] of email.html.matchAll(/href="([^"]*)"/g)) expect(carriers.test(href) || /^(https:\/\/shop\.example\.com\/|mailto:|tel:)/.test(href)).toBe(true)
    const folder = process.env.EMAIL_PREVIEW_DIR
    if (folder) {
      fs.mkdirSync(folder, { recursive: true })
      fs.writeFileSync(path.join(folder, `${template}.html`), email.html)
      fs.writeFileSync(path.join(folder, `${template}.txt`), `Subject: ${email.subject}\n\n${email.text}`)
    }
  })

  it("shows an order's lines, totals, address, shipping method, payment and the way to the account and /track", async () => {
    const { html, text } = await renderEmail("order-confirmation", { order }, links)
    for (const part of [html, text]) {
      for (const shown of ["$329.99", "$659.98", "$699.48", "$55.96", "$755.44", "2250 E 73rd St", "Tulsa, OK 74136", "Express Shipping"]) expect(part).toContain(shown)
      expect(part).toContain("https://shop.example.com/checkout/confirmation/1042")
      expect(part).toContain("https://shop.example.com/account?tab=orders")
      expect(part).toContain("https://shop.example.com/track")
    }
    // A product's name is text, never markup.
    expect(html).toContain("LaserJet Pro &lt;M404dn&gt; &amp; Co")
    expect(html).not.toContain("<M404dn>")
  })

  it("shows a promo code's discount as its own line, and no such line without one", async () => {
    const { html, text } = await renderEmail("order-confirmation", { order: discountedOrder }, links)
    for (const part of [html, text]) {
      for (const shown of ["Discount (SPRING10)", "-$69.95", "$699.48", "$50.36", "$679.89"]) expect(part).toContain(shown)
    }
    expect((await renderEmail("order-confirmation", { order }, links)).text).not.toContain("Discount")
  })

  it("lists a shipped order's items, links its tracking number to the carrier, and opens /track filled in", async () => {
    const { html, text } = await renderEmail("order-shipped", { order }, links)
    expect(html).toContain("LaserJet Pro &lt;M404dn&gt; &amp; Co")
    expect(text).toContain("Thermal Receipt Paper, 50 rolls")
    expect(html).toContain('href="https://www.fedex.com/fedextrack/?trknbr=FX-774411"')
    expect(html).toContain('href="https://shop.example.com/track?order=1042&amp;email=ada%40example.com"')
    expect(html).toContain('href="https://shop.example.com/account?tab=orders&amp;order=1042"')
    expect(text).toContain("Download the invoice INV-1042")
    const unknownCarrier = await renderEmail("order-shipped", { order: { ...order, carrier: "Tulsa Couriers" } }, links)
    expect(unknownCarrier.html).not.toContain("fedex.com")
    expect(unknownCarrier.html).toContain("FX-774411")
  })

  it("tells a card customer that nothing is taken when the order is cancelled", async () => {
    const card = await renderEmail("order-cancelled", { order }, links)
    expect(card.text).toContain("you will not be charged")
    const cash = await renderEmail("order-cancelled", { order: { ...order, paymentMethod: "cash_on_delivery" } }, links)
    expect(cash.text).toContain("Nothing was charged")
  })

  it("tells the old address when and to what (half hidden) the sign-in e-mail changed, and where to get help", async () => {
    const { html, text } = await renderEmail("email-changed", SAMPLES["email-changed"], links)
    for (const part of [html, text]) {
      expect(part).toContain("n****@example.com")
      expect(part).toContain("November 28, 2026")
      expect(part).toContain("https://shop.example.com/contact")
    }
  })

  it("signs a staff reply once: the writer's name unless they signed it themselves", async () => {
    const unsigned = await renderEmail("inquiry-reply", SAMPLES["inquiry-reply"], links)
    expect(unsigned.text).toMatch(/Sam Reyes\s+PrintShop Pro/)
    const signed = await renderEmail("inquiry-reply", { ...SAMPLES["inquiry-reply"], reply: "Yes: 10% off 10 or more.\n\nBest,\nSam" }, links)
    expect(signed.text).not.toContain("Sam Reyes")
    expect(signed.text.match(/\bSam\b/g)).toHaveLength(1)
  })

  it("keeps a staff reply's text as text", async () => {
    const { html } = await renderEmail("inquiry-reply", SAMPLES["inquiry-reply"], links)
    expect(html).toContain("&lt;b&gt;Thanks&lt;/b&gt;")
  })

  it("puts the return shipping of damaged or defective items on the shop, with how to get the label; any other return is posted by the customer", async () => {
    const defective = await renderEmail("return-requested", SAMPLES["return-requested"], links)
    expect(defective.text).toContain("The return shipping is on us")
    expect(defective.text).toContain("prepaid return label")
    expect(defective.text).not.toContain("at your cost")
    expect(defective.text).toContain("your refund includes the order's shipping")
    const dear = await renderEmail("return-requested", { ...SAMPLES["return-requested"], reason: "No longer needed", refundsShipping: false }, links)
    expect(dear.text).toContain("The return shipping is on us. Write to")
    const unwanted = await renderEmail("return-requested", { ...SAMPLES["return-requested"], reason: "No longer needed", shopPaysShipping: false, refundsShipping: false }, links)
    expect(unwanted.text).toContain("Send them back at your cost")
    expect(unwanted.text).toContain("PrintShop Pro Returns, 2250 E 73rd St, Suite 400, Tulsa, OK 74136")
  })

  it("says why a refund is lower than the items came to", async () => {
    const lowered = await renderEmail(
      "return-received",
      { ...SAMPLES["return-received"], refundAmount: "30.00", reduction: { fullAmount: "42.66", reason: "The toner cartridge was opened and used" } },
      links
    )
    expect(lowered.text).toContain("We have refunded $30.00")
    expect(lowered.text).toContain("less than the $42.66 the items came to, because: The toner cartridge was opened and used.")
    const full = await renderEmail("return-received", SAMPLES["return-received"], links)
    expect(full.text).not.toContain("less than")
  })

  it("tells staff who asked for a quote, for what, and where to price it", async () => {
    const { html, text } = await renderEmail("staff-new-quote", SAMPLES["staff-new-quote"], links)
    for (const part of [html, text]) {
      for (const shown of ["Ada Lovelace", "ada@example.com", "9185550100", "20 × LaserJet Pro", "5 × Thermal Receipt Paper, 50 rolls", "We need these by March."]) expect(part).toContain(shown)
      expect(part).toContain("https://shop.example.com/admin?tab=quotes")
    }
    expect(html).toContain("Lovelace &lt;Analytics&gt;")
    expect(html).not.toContain("<M404dn>")
    const bare = await renderEmail("staff-new-quote", { ...SAMPLES["staff-new-quote"], company: null, phone: null, message: null }, links)
    expect(bare.text).not.toContain("Phone")
    expect(bare.text).not.toContain("Message")
  })

  it("gives a priced quote's lines, subtotal, last day, note and the link to accept it, with tax and shipping at checkout", async () => {
    const { html, text } = await renderEmail("quote-priced", SAMPLES["quote-priced"], links)
    for (const part of [html, text]) {
      for (const shown of ["20 × $299.00", "$5,980.00", "5 × $35.50", "$177.50", "$6,157.50", "Thursday, December 31, 2026", "Free setup included.", "Tax and shipping are added at checkout"]) {
        expect(part).toContain(shown)
      }
    }
    expect(text).toContain("Valid until Thursday, December 31, 2026")
    expect(html).toContain("Valid until <strong>Thursday, December 31, 2026</strong>")
    expect(html).toContain('href="https://shop.example.com/account?tab=quotes&amp;quote=quo_1"')
    expect(text).toContain("https://shop.example.com/account?tab=quotes&quote=quo_1")
    expect(html).toContain("&lt;b&gt;Thanks&lt;/b&gt;")
    expect((await renderEmail("quote-priced", { ...SAMPLES["quote-priced"], note: null }, links)).text).not.toContain("A note from us")
  })

  it("quotes a message on a quote to the other side: staff's to the customer with the link, a customer's to staff", async () => {
    const toCustomer = await renderEmail("quote-message", SAMPLES["quote-message"], links)
    expect(toCustomer.text).toContain("Sam Reyes of PrintShop Pro wrote about Quote #12")
    expect(toCustomer.text).toContain("March works.")
    expect(toCustomer.html).toContain("&lt;b&gt;Sam&lt;/b&gt;")
    expect(toCustomer.html).toContain('href="https://shop.example.com/account?tab=quotes&amp;quote=quo_1"')
    const toStaff = await renderEmail("staff-quote-message", SAMPLES["staff-quote-message"], links)
    expect(toStaff.text).toContain("Ada Lovelace (Lovelace Analytics) <ada@example.com>")
    expect(toStaff.text).toContain("Can you ship half now?")
    expect(toStaff.html).toContain('href="https://shop.example.com/admin?tab=quotes&amp;quote=quo_1"')
  })

  it("tells staff which order an accepted quote placed, and its total", async () => {
    const { text } = await renderEmail("staff-quote-accepted", SAMPLES["staff-quote-accepted"], links)
    for (const shown of ["Ada Lovelace <ada@example.com> accepted Quote #12", "#1042", "$6,650.10"]) expect(text).toContain(shown)
  })
})
