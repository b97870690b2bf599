// Quotes: a business buyer asks from the cart (390 px), staff price it in /admin (1366 px), and the
// buyer accepts it from /account through the checkout, which places the order at the quoted prices.
import assert from "node:assert/strict"
import { test, axeViolations, createProduct, dollars, openPage, screenshot, staffSignIn, staffToken } from "./browser.mjs"
import { registeredCustomer } from "./customers.mjs"

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

const noSideScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test.describe("quotes", () => {
  test("a buyer asks from the cart, staff price it in /admin, and the buyer accepts it into an order at the quoted prices", async ({ browser }) => {
    const token = await staffToken()
    const run = unique()
    const terminal = await createProduct(token, { name: `E2E Quote Terminal ${run}`, category: "pos-systems", price: "120.00", stockQuantity: 200 })
    const printer = await createProduct(token, { name: `E2E Quote Receipt Printer ${run}`, category: "pos-systems", price: "80.00", stockQuantity: 200 })
    const reports = []

    // The buyer, on a phone: two products in the cart, then Request a Quote.
    const { page, context } = await openPage(browser, { width: 390, height: 844 })
    await registeredCustomer(page, "quote", "9185550143")
    for (const product of [terminal, printer]) {
      await page.goto(`/products/${product.id}`)
      await page.getByRole("button", { name: "Add to Cart", exact: true }).first().click()
      await page.getByText("Added to cart").first().waitFor()
    }
    await page.goto("/cart")
    await page.getByRole("button", { name: "Request a Quote" }).click()
    const ask = page.getByRole("dialog", { name: "Request a Quote" })
    await ask.getByLabel("Message (optional)").fill("Pricing for 12 stores, please.")
    await ask.getByLabel("Company (optional)").fill("Park Foods")
    reports.push(await axeViolations(page, "request a quote dialog, 390 px"))
    await screenshot(page, "quotes-request-390")
    await ask.getByRole("button", { name: "Send Quote Request" }).click()
    const requested = ask.getByRole("status")
    await requested.getByText(/Quote #\d+ requested/).waitFor()
    const number = Number((await requested.textContent()).match(/Quote #(\d+)/)[1])
    await screenshot(page, "quotes-requested-390")

    // Staff, at a desktop width: the Quotes tab counts it; the quote is priced.
    const staffPage = (await openPage(browser, { width: 1366, height: 900 })).page
    await staffSignIn(staffPage)
    await staffPage.getByRole("tab", { name: /Quotes/ }).click()
    await staffPage.getByRole("button", { name: `View Quote #${number}` }).click()
    const pricing = staffPage.getByRole("dialog", { name: new RegExp(`Quote #${number}`) })
    await pricing.getByLabel(`Unit price of ${terminal.name}`).fill("99.00")
    await pricing.getByLabel(`Quantity of ${terminal.name}`).fill("12")
    await pricing.getByLabel(`Unit price of ${printer.name}`).fill("70.00")
    await pricing.getByLabel(`Quantity of ${printer.name}`).fill("12")
    await pricing.getByLabel("Note to the customer (Optional)").fill("Our price for 12 stores.")
    reports.push(await axeViolations(staffPage, "staff pricing a quote, 1366 px"))
    await screenshot(staffPage, "quotes-staff-pricing-1366")
    await pricing.getByRole("button", { name: "Send Quote" }).click()
    await staffPage.getByText(`Quote #${number} was e-mailed`).first().waitFor()
    await staffPage.context().close()

    // The buyer opens it in the account and accepts it through the checkout.
    await page.goto("/account?tab=quotes")
    await page.getByRole("button", { name: `View Quote #${number}` }).click()
    const details = page.getByRole("dialog", { name: new RegExp(`Quote #${number}`) })
    await details.getByText("Our price for 12 stores.").waitFor()
    await details.getByText("$2,028.00").first().waitFor()
    reports.push(await axeViolations(page, "a priced quote in the account, 390 px"))
    await screenshot(page, "quotes-account-390")
    assert.equal(await noSideScroll(page), true, "no horizontal scrolling at 390 px")
    await details.getByRole("link", { name: "Accept and Check Out" }).click()
    await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.has("quote"))
    await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor()
    assert.equal(await page.getByLabel(/Promo code/i).count(), 0, "no promo code with a quote")
    const shipping = page.getByRole("region", { name: /Shipping Address/ })
    await shipping.getByLabel("Street Address").fill("2250 E 73rd St")
    await shipping.getByLabel("City").fill("Tulsa")
    await shipping.getByLabel("State").selectOption("OK")
    await shipping.getByLabel("ZIP Code").fill("74136")
    await page.getByLabel("Same as shipping address").check()
    reports.push(await axeViolations(page, "checkout of a quote, 390 px"))
    await screenshot(page, "quotes-checkout-390")
    await page.setViewportSize({ width: 1366, height: 900 })
    await screenshot(page, "quotes-checkout-1366")
    await page.getByRole("button", { name: "Place Order" }).click()
    await page.getByRole("heading", { name: "Order Confirmed!" }).waitFor()
    const total = dollars(await page.locator("dl > div", { hasText: "Total Amount" }).locator("dd").textContent())

    // The order charged the quoted prices; the quote is accepted and names it; the cart is kept.
    const orders = await (await page.request.get("/api/user/orders", { headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("authToken"))}` } })).json()
    const order = orders[0]
    assert.equal(order.subtotal, "2028.00")
    assert.equal(Number(order.totalAmount), total)
    assert.deepEqual(
      order.items.map((item) => [item.productName, item.quantity, item.price]).sort(),
      [
        [printer.name, 12, 70],
        [terminal.name, 12, 99],
      ].sort()
    )
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("/account?tab=quotes")
    await page.getByText("Accepted").first().waitFor()
    await screenshot(page, "quotes-account-list-390")
    assert.equal(await noSideScroll(page), true, "the account's six tabs fit 390 px")
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.goto("/business")
    await page.getByRole("heading", { name: "Request Business Quote" }).scrollIntoViewIfNeeded()
    await screenshot(page, "quotes-business-768")
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto("/cart")
    await page.getByText(terminal.name).first().waitFor()
    await screenshot(page, "quotes-accepted-1366")
    await context.close()
    const found = reports.filter(Boolean)
    assert.equal(found.length, 0, `\n${found.join("\n\n")}`)
  })
})
