// Company accounts: a buyer makes their account a company's on a phone (390 px) and invites a
// colleague, who joins from the e-mailed link at a desktop width (1366 px) and sees the company's
// orders; staff give the company net terms and its member pays by invoice with a PO number.
import assert from "node:assert/strict"
import { readFile } from "node:fs/promises"
import { test, BASE_URL, axeViolations, createProduct, mailTo, openPage, screenshot, staffToken } from "./browser.mjs"
import { newCustomer, registeredCustomer } from "./customers.mjs"

const noSideScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test.describe("company accounts", () => {
  test("a buyer creates a company and invites a colleague, who joins from the e-mail's link", async ({ browser }) => {
    const reports = []
    const name = `Park Foods ${Date.now().toString(36)}`

    // The buyer, on a phone: the Company tab's form.
    const { page } = await openPage(browser, { width: 390, height: 844 })
    const admin = await registeredCustomer(page, "company-admin", "9185550143")
    await page.goto("/account?tab=company")
    await page.getByLabel("Company Name").fill(name)
    await page.getByLabel("Tax ID / EIN (optional)").fill("12-3456789")
    await page.getByLabel("Phone Number").fill("(918) 555-0100")
    await page.getByLabel("Street Address").fill("100 Main St")
    await page.getByLabel("City").fill("Tulsa")
    await page.getByLabel("State").selectOption("OK")
    await page.getByLabel("ZIP Code").fill("74103")
    reports.push(await axeViolations(page, "the company form, 390 px"))
    await page.getByRole("button", { name: "Create Company Account" }).click()
    await page.getByRole("heading", { name }).first().waitFor()

    // An invitation to a colleague's address.
    const colleague = newCustomer("company-colleague")
    await page.getByLabel("Colleague's email").fill(colleague.email)
    await page.getByRole("button", { name: "Send invitation" }).click()
    await page.getByRole("list", { name: "Open invitations" }).getByText(colleague.email).waitFor()
    reports.push(await axeViolations(page, "the Company tab of an admin, 390 px"))
    await screenshot(page, "company-tab-390")
    assert.equal(await noSideScroll(page), true, "no horizontal scrolling at 390 px")

    // The colleague, at a desktop width: the link of the e-mail, an account with the invited address.
    const mail = await mailTo(page.request, colleague.email, /invited you to join/)
    const link = /http:\/\/\S+\/company\/join\?token=[^\s"<>]+/.exec(mail.text)?.[0]
    assert.ok(link, `the e-mail has the link to join (${mail.text})`)
    const desk = (await openPage(browser, { width: 1366, height: 900 })).page
    assert.equal((await desk.request.post("/api/register", { data: { ...colleague, phone: "9185550144" } })).status(), 201)
    await desk.goto(link.replace(/^http:\/\/[^/]+/, BASE_URL))
    await desk.getByText(`invited ${colleague.email} to join ${name}`).waitFor()
    reports.push(await axeViolations(desk, "the invitation page signed out, 1366 px"))
    await screenshot(desk, "company-join-1366")
    await desk.locator("#main-content").getByRole("link", { name: "Sign In" }).click()
    await desk.getByLabel("Email").fill(colleague.email)
    await desk.getByLabel("Password", { exact: true }).fill(colleague.password)
    await desk.getByRole("button", { name: "Sign In" }).click()
    await desk.getByRole("button", { name: `Join ${name}` }).click()
    await desk.waitForURL((url) => url.pathname === "/account" && url.searchParams.get("tab") === "company")
    await desk.getByText(admin.email).first().waitFor()
    await desk.getByText(colleague.email).first().waitFor()
    // A member sees no admin controls.
    assert.equal(await desk.getByLabel("Colleague's email").count(), 0)
    reports.push(await axeViolations(desk, "the Company tab of a member, 1366 px"))
    await screenshot(desk, "company-tab-member-1366")

    // The admin sees the colleague among the members.
    await page.reload()
    await page.getByText(colleague.email).first().waitFor()
    assert.equal(await page.getByRole("list", { name: "Open invitations" }).count(), 0, "the invitation was used")

    // Staff give the company net 30: its member pays by invoice with a PO number.
    const staff = await staffToken()
    const companies = await (await fetch(`${BASE_URL}/api/admin/companies?search=${encodeURIComponent(admin.email)}`, { headers: { Authorization: `Bearer ${staff}` } })).json()
    assert.equal(companies.companies.length, 1)
    const terms = await fetch(`${BASE_URL}/api/admin/companies/${companies.companies[0].id}/terms`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${staff}`, "Content-Type": "application/json" },
      body: JSON.stringify({ paymentTerms: "net30" }),
    })
    assert.equal(terms.status, 200)
    await desk.reload()
    await desk.getByText(/Net 30/).first().waitFor()

    const product = await createProduct(staff, { name: `E2E Company Label Printer ${Date.now().toString(36)}`, category: "barcode-scanners", price: "45.50", stockQuantity: 20 })
    await desk.goto(`/products/${product.id}`)
    await desk.getByRole("button", { name: "Add to Cart", exact: true }).first().click()
    await desk.getByText("Added to cart").first().waitFor()
    await desk.goto("/checkout")
    await desk.getByRole("heading", { name: "Checkout", level: 1 }).waitFor()
    const shipping = desk.getByRole("region", { name: /Shipping Address/ })
    await shipping.getByLabel("Street Address").fill("2250 E 73rd St")
    await shipping.getByLabel("City").fill("Tulsa")
    await shipping.getByLabel("State").selectOption("OK")
    await shipping.getByLabel("ZIP Code").fill("74136")
    await desk.getByLabel("Same as shipping address").check()
    await desk.getByRole("radio", { name: /Pay by Invoice/ }).check()
    await desk.getByLabel("PO number (optional)").fill("PO-7781")
    reports.push(await axeViolations(desk, "the checkout of a company with terms, 1366 px"))
    await screenshot(desk, "company-checkout-invoice-1366")
    await desk.getByRole("button", { name: "Place Order" }).click()
    await desk.getByRole("heading", { name: "Order Confirmed!" }).waitFor()
    await desk.getByText("PO-7781").first().waitFor()
    await desk.getByText(/Pay by invoice, net 30/i).first().waitFor()
    const download = desk.waitForEvent("download")
    await desk.getByRole("button", { name: /Download Invoice/ }).first().click()
    const file = await download
    assert.match(file.suggestedFilename(), /^invoice-INV-\d+\.pdf$/)
    const bytes = await readFile(await file.path())
    assert.equal(bytes.subarray(0, 5).toString(), "%PDF-")

    // The admin sees the colleague's order, placed by them.
    await page.goto("/account?tab=orders")
    await page.getByText(/Placed by/).first().waitFor()

    assert.deepEqual(reports.filter(Boolean), [])
  })
})
