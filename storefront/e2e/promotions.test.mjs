// Promotions: staff create a promo code in /admin; a shopper redeems it in the cart and at checkout;
// the confirmation, the e-mail and staff's list show it (docs/decisions.md, "Promotions").
import assert from "node:assert/strict"
import { test, dollars, mailTo, openPage, screenshot, staffSignIn } from "./browser.mjs"
import { newCustomer, signUp } from "./customers.mjs"

const cents = (amount) => Math.round(amount * 100)
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase()

/** The figure of the order summary row whose label starts with `label`. */
async function figure(scope, label) {
  const row = scope.locator("dl > div").filter({ has: scope.page().locator("dt", { hasText: new RegExp(`^${label}`) }) })
  const text = (await row.locator("dd").first().textContent()).trim()
  return text === "FREE" ? 0 : dollars(text)
}

test.describe("promotions", () => {
  test("staff create a code; a shopper redeems it in the cart and at checkout; the order and its e-mail show it", async ({ browser }) => {
    const code = `E2E${unique()}`
    const { page: staff, context: staffContext } = await openPage(browser)
    await staffSignIn(staff)
    await staff.getByRole("tab", { name: "Promotions" }).click()
    await staff.getByRole("button", { name: "Add Promotion" }).click()
    const dialog = staff.getByRole("dialog")
    await dialog.getByLabel("Code").fill(code.toLowerCase())
    await dialog.getByLabel("Percentage off the items").check()
    await dialog.getByLabel("Percentage", { exact: true }).fill("10")
    await dialog.getByLabel(/Minimum item subtotal/).fill("50")
    await dialog.getByLabel(/Usage limit/).fill("100")
    await dialog.getByRole("button", { name: "Create Promotion" }).click()
    await dialog.waitFor({ state: "hidden" })
    const row = staff.getByRole("row").filter({ hasText: code })
    await row.getByText("10% off the items over $50.00").waitFor()
    await screenshot(staff, "admin-promotions")

    // A shopper puts a printer in the cart and tries a wrong code, then the real one.
    const { page, context } = await openPage(browser, { width: 390, height: 844 })
    await page.goto("/products?category=printers&sort=price-high")
    const add = page.getByRole("button", { name: "Add to Cart", exact: true })
    await add.first().waitFor()
    await add.first().click()
    await page.getByRole("link", { name: /^Cart, 1 item/ }).waitFor()
    await page.goto("/cart")
    const summary = page.locator("aside", { has: page.getByRole("heading", { name: "Order Summary" }) })
    const subtotal = await figure(summary, "Subtotal")
    assert.ok(subtotal > 50, `a printer over $50 (${subtotal})`)
    await summary.getByLabel("Promo code").fill("NOT-A-CODE")
    await summary.getByRole("button", { name: "Apply" }).click()
    await summary.getByRole("alert").filter({ hasText: "This promo code is not valid." }).waitFor()
    await summary.getByLabel("Promo code").fill(code.toLowerCase())
    await summary.getByRole("button", { name: "Apply" }).click()
    await summary.getByText(`Discount (${code})`).waitFor()
    const discount = await figure(summary, "Discount")
    assert.equal(cents(discount), Math.round(cents(subtotal) / 10))
    const discounted = (cents(subtotal) - cents(discount)) / 100
    const shipping = discounted > 99 ? 0 : 9.99
    const tax = Math.round(cents(discounted) * 0.08) / 100
    const total = Math.round(cents(discounted) + cents(shipping) + cents(tax)) / 100
    assert.equal(await figure(summary, "Shipping"), shipping)
    assert.equal(await figure(summary, "Tax"), tax)
    assert.equal(cents(await figure(summary, "Estimated Total")), cents(total))
    await summary.getByText("Final amounts are confirmed at checkout.").waitFor()
    await screenshot(page, "cart-promo-code-phone")
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await screenshot(page, `cart-promo-code-${width}`)
    }

    // At checkout the code is still there; the prepared order confirms the figures.
    const customer = newCustomer("promo")
    await page.goto("/signup?redirect=/checkout")
    await signUp(page, customer)
    await page.waitForURL("**/checkout")
    const checkoutSummary = page.locator("aside", { has: page.getByRole("heading", { name: "Order Summary" }) })
    await checkoutSummary.getByText(`Discount (${code})`).waitFor()
    const shippingStep = page.getByRole("region", { name: /Shipping Address/ })
    await shippingStep.getByLabel("Street Address").fill("2250 E 73rd St")
    await shippingStep.getByLabel("City").fill("Tulsa")
    await shippingStep.getByLabel("State").selectOption("OK")
    await shippingStep.getByLabel("ZIP Code").fill("74136")
    await page.getByLabel("Same as shipping address").check()
    await checkoutSummary.locator("dt", { hasText: /^Total$/ }).waitFor()
    assert.equal(cents(await figure(checkoutSummary, "Total")), cents(total))

    const orderRequest = page.waitForRequest((request) => request.url().endsWith("/api/orders") && request.method() === "POST")
    await page.getByRole("button", { name: "Place Order" }).click()
    const sent = JSON.parse((await orderRequest).postData())
    assert.equal(sent.promoCode, code)
    await page.getByRole("heading", { name: "Order Confirmed!" }).waitFor()
    const number = (await page.getByText(/^#\d+$/).first().textContent()).slice(1)
    await page.getByText(`Discount (${code})`).first().waitFor()
    assert.equal(cents(dollars(await page.locator("dl > div", { hasText: "Total Amount" }).locator("dd").textContent())), cents(total))
    await screenshot(page, "order-confirmed-promo-code")

    const mail = await mailTo(page.request, customer.email, new RegExp(`^Order #${number} confirmed$`))
    assert.ok(mail.text.includes(`Discount (${code})`), "the e-mail shows the code")
    assert.ok(mail.text.includes(`-$${discount.toFixed(2)}`), "and its discount")

    // Staff see the use counted.
    await staff.reload()
    await staff.getByRole("tab", { name: "Promotions" }).click()
    await staff.getByRole("row").filter({ hasText: code }).getByText("1 / 100").waitFor()
    await context.close()
    await staffContext.close()
  })
})
