// Customers reaching the shop: a contact message is stored and staff can read it.
import assert from "node:assert/strict"
import { test, BACKEND_URL, STAFF, openPage, screenshot } from "./browser.mjs"

async function staffInquiries() {
  const login = await fetch(`${BACKEND_URL}/auth/user/emailpass`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(STAFF),
  })
  const { token } = await login.json()
  const response = await fetch(`${BACKEND_URL}/admin/inquiries?kind=contact`, { headers: { Authorization: `Bearer ${token}` } })
  return (await response.json()).inquiries
}

test.describe("support", () => {
  test("a contact message is validated, stored with a reference and shown to staff", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    const subject = `Volume pricing ${Date.now()}`

    await page.goto("/contact")
    await page.getByRole("heading", { name: "Contact Us", level: 1 }).waitFor()
    await page.getByRole("button", { name: "Send Message" }).click()
    await page.getByText("Name is required").first().waitFor()

    await page.getByLabel("Name *").fill("Sam Lee")
    await page.getByLabel("Email *").fill("sam.lee@example.com")
    await page.getByLabel("Inquiry Type").selectOption("sales")
    await page.getByLabel("Subject *").fill(subject)
    await page.getByLabel("Message *").fill("Do you offer volume pricing for 20 label printers?")
    // The request itself, so that a failure says whether it was sent and what the shop answered.
    const sent = page.waitForResponse((response) => response.url().endsWith("/api/inquiries") && response.request().method() === "POST")
    await page.getByRole("button", { name: "Send Message" }).click()
    const answer = await sent
    assert.equal(answer.status(), 201, `POST /api/inquiries answered ${answer.status()}: ${await answer.text()}`)

    const confirmation = page.getByRole("status").filter({ hasText: "Your reference number is" })
    await confirmation.waitFor()
    const reference = (await confirmation.locator("strong").textContent()).trim()
    assert.match(reference, /^INQ-[A-Z0-9]{8}$/)
    await confirmation.scrollIntoViewIfNeeded()
    await screenshot(page, "contact-sent")

    const stored = (await staffInquiries()).find((inquiry) => inquiry.subject === subject)
    assert.ok(stored, "the message is stored")
    assert.equal(stored.reference, reference)
    assert.equal(stored.fields.inquiryType, "sales")
    await context.close()
  })

  test("the support FAQ opens on Orders & Shipping and searches its questions", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    await page.goto("/support")
    await page.getByRole("tab", { name: "FAQ" }).waitFor()
    const orders = page.getByRole("button", { name: "Orders & Shipping" })
    assert.equal(await orders.getAttribute("aria-pressed"), "true")
    await page.getByRole("heading", { name: "Orders & Shipping", level: 2 }).waitFor()
    await page.locator("main").getByRole("searchbox").first().fill("zzzz-no-such-question")
    await page.getByText(/^No questions in Orders & Shipping match/).waitFor()
    await context.close()
  })
})
