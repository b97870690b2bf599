// The whole shopping journey: browse, fill the cart, sign up at checkout, pay, then follow the order.
import assert from "node:assert/strict"
import { test, BACKEND_URL, STAFF, mailTo, openPage, screenshot } from "./browser.mjs"
import { newCustomer, signUp } from "./customers.mjs"

const dollars = (text) => Number(text.replace(/[^0-9.]/g, ""))

/** The figure next to `label` in an order summary (a dl of dt/dd rows). */
async function summaryFigure(scope, label) {
  const row = scope.locator("dl > div").filter({ has: scope.page().locator("dt", { hasText: new RegExp(`^${label}`) }) })
  const text = (await row.locator("dd").first().textContent()).trim()
  return text === "FREE" ? 0 : dollars(text)
}

async function staffOrders() {
  const login = await fetch(`${BACKEND_URL}/auth/user/emailpass`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(STAFF),
  })
  const { token } = await login.json()
  const response = await fetch(`${BACKEND_URL}/admin/orders?fields=display_id,email&limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return (await response.json()).orders
}

test.describe("checkout", () => {
  test("browse -> cart -> sign up at checkout -> pay -> confirmation -> account orders -> track", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    const customer = newCustomer("buyer")

    // Two products from the list into the cart.
    await page.goto("/products?category=scanners")
    const cards = page.getByRole("button", { name: "Add to Cart", exact: true })
    await cards.first().waitFor()
    await cards.nth(0).click()
    await page.getByText("Added to cart").first().waitFor()
    await cards.nth(1).click()
    await page.getByRole("link", { name: "Cart, 2 items" }).waitFor()

    await page.getByRole("link", { name: "Cart, 2 items" }).click()
    await page.getByRole("heading", { name: "Shopping Cart" }).waitFor()
    const summary = page.locator("aside", { has: page.getByRole("heading", { name: "Order Summary" }) })
    const subtotal = await summaryFigure(summary, "Subtotal")
    const shipping = await summaryFigure(summary, "Shipping")
    const tax = await summaryFigure(summary, "Tax")
    const total = await summaryFigure(summary, "Total")
    assert.equal(shipping, subtotal > 99 ? 0 : 9.99)
    assert.equal(tax, Math.round(subtotal * 8) / 100)
    assert.equal(Math.round(total * 100), Math.round((subtotal + shipping + tax) * 100))
    if (subtotal <= 99) await page.getByText(/Add \$[\d.]+ more for free shipping!/).first().waitFor()

    // Checkout needs an account: sign up from there and come back.
    await page.getByRole("link", { name: "Proceed to Checkout" }).click()
    await page.getByRole("heading", { name: "Sign In Required" }).waitFor()
    await page.getByRole("link", { name: "Sign Up" }).last().click()
    await signUp(page, customer)
    await page.waitForURL("**/checkout")
    await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor()
    assert.equal(await page.getByLabel("Email Address").inputValue(), customer.email)

    const shippingStep = page.getByRole("region", { name: /Shipping Address/ })
    assert.equal(await shippingStep.getByLabel("First Name").inputValue(), customer.firstName)
    await shippingStep.getByLabel("Street Address").fill("2250 E 73rd St")
    await shippingStep.getByLabel("City").fill("Tulsa")
    await shippingStep.getByLabel("State").selectOption("OK")
    await shippingStep.getByLabel("ZIP Code").fill("74136")

    // Billing left different from shipping but empty: refused.
    await page.getByRole("button", { name: "Place Order" }).click()
    await page.getByText("Please fill in all required fields").first().waitFor()
    await page.getByLabel("Same as shipping address").check()

    // Paying by card needs the card details, which never leave the browser.
    await page.getByRole("radio", { name: /Credit \/ Debit Card/ }).check()
    await page.getByRole("button", { name: "Place Order" }).click()
    await page.getByText("Card details are required when paying with card").first().waitFor()
    await page.getByLabel("Card Number").fill("4242 4242 4242 4242")
    await page.getByLabel("Expiry Date").fill("13/30")
    await page.getByLabel("CVV").fill("123")
    await page.getByLabel("Name on Card").fill("Marie Curie")
    await page.getByRole("button", { name: "Place Order" }).click()
    await page.getByText("Please fill in all required fields").first().waitFor()
    await page.getByLabel("Expiry Date").fill("12/30")

    const orderRequest = page.waitForRequest((request) => request.url().endsWith("/api/orders") && request.method() === "POST")
    await page.getByRole("button", { name: "Place Order" }).click()
    const sent = (await orderRequest).postData()
    assert.ok(!sent.includes("4242"), "the card number is not sent")

    await page.getByRole("heading", { name: "Order Confirmed!" }).waitFor()
    const number = (await page.getByText(/^#\d+$/).first().textContent()).slice(1)
    await page.getByText(`Your order #${number} has been confirmed.`).first().waitFor()
    await page.getByText(customer.email).first().waitFor()
    await screenshot(page, "order-confirmed")
    assert.equal(dollars(await page.locator("dl > div", { hasText: "Total Amount" }).locator("dd").textContent()), total)
    await page.getByRole("link", { name: "Cart", exact: true }).waitFor()

    // The confirmation has its own address: a reload finds it, and so does Back after leaving it.
    assert.equal(new URL(page.url()).pathname, `/checkout/confirmation/${number}`)
    await page.reload()
    await page.getByRole("heading", { name: "Order Confirmed!" }).waitFor()
    await page.getByText(`#${number}`).first().waitFor()
    await page.getByRole("link", { name: "Continue Shopping" }).click()
    await page.waitForURL((url) => url.pathname === "/products")
    await page.goBack()
    await page.getByRole("heading", { name: "Order Confirmed!" }).waitFor()
    assert.equal(new URL(page.url()).pathname, `/checkout/confirmation/${number}`)
    // The confirmation e-mail links to it.
    const mail = await mailTo(page.request, customer.email, new RegExp(`^Order #${number} confirmed$`))
    assert.match(mail.html, new RegExp(`href="https?://[^"]+/checkout/confirmation/${number}"`))

    // The order is in Medusa, for staff too.
    const orders = await staffOrders()
    assert.ok(orders.some((order) => String(order.display_id) === number && order.email === customer.email))

    // The account lists it; /track finds it by its digits.
    await page.goto("/account?tab=orders")
    await page.getByText(`#${number}`).first().waitFor()
    await page.goto("/track")
    await page.getByLabel("Order Number").fill(`Order ${number}`)
    await page.getByRole("button", { name: "Track Order", exact: true }).click()
    await page.getByText("Pending").first().waitFor()
    await page.getByText("Order Placed").first().waitFor()
    await screenshot(page, "track-order")
    await context.close()
  })

  test("a shopper in Washington DC checks out", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    const customer = newCustomer("dc")

    await page.goto("/products?category=printers")
    const addToCart = page.getByRole("button", { name: "Add to Cart", exact: true })
    await addToCart.first().waitFor()
    await addToCart.first().click()
    await page.getByRole("link", { name: /^Cart, 1 item/ }).waitFor()

    await page.goto("/signup?redirect=/checkout")
    await signUp(page, customer)
    await page.waitForURL("**/checkout")
    await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor()

    // The District of Columbia is on the list of the shop's states, under its name.
    const shippingStep = page.getByRole("region", { name: /Shipping Address/ })
    await shippingStep.getByLabel("Street Address").fill("1350 Pennsylvania Ave NW")
    await shippingStep.getByLabel("City").fill("Washington")
    await shippingStep.getByLabel("State").selectOption({ label: "District of Columbia" })
    assert.equal(await shippingStep.getByLabel("State").inputValue(), "DC")
    await shippingStep.getByLabel("ZIP Code").fill("20004")
    await page.getByLabel("Same as shipping address").check()

    const orderRequest = page.waitForRequest((request) => request.url().endsWith("/api/orders") && request.method() === "POST")
    await page.getByRole("button", { name: "Place Order" }).click()
    const sent = JSON.parse((await orderRequest).postData())
    assert.equal(sent.shippingAddress.state, "DC")
    assert.equal(sent.billingAddress.state, "DC")

    await page.getByRole("heading", { name: "Order Confirmed!" }).waitFor()
    await page.getByText("Washington, DC 20004").first().waitFor()
    const number = (await page.getByText(/^#\d+$/).first().textContent()).slice(1)

    // The order is in Medusa with its DC address.
    const orders = await staffOrders()
    assert.ok(orders.some((order) => String(order.display_id) === number && order.email === customer.email))
    await context.close()
  })

  test("a visitor tracks an order with its number and e-mail only", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    await page.goto("/track")
    await page.getByLabel("Order Number").fill("999999")
    await page.getByLabel("Email Address").fill("nobody@example.com")
    await page.getByRole("button", { name: "Track Order", exact: true }).click()
    await page.getByText("We could not find an order with that number and email address.").first().waitFor()
    await context.close()
  })
})
