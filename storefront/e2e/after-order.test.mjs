// After the order, as a customer lives it: an address saved at checkout and picked the next time,
// and an order cancelled within the hour from the account.
import assert from "node:assert/strict"
import { test, axeViolations, openPage, screenshot, STAFF } from "./browser.mjs"
import { newCustomer } from "./customers.mjs"

async function signIn(page, email, password) {
  await page.goto("/login")
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password", { exact: true }).fill(password)
  await page.getByRole("button", { name: "Sign In" }).click()
  await page.waitForURL((url) => url.pathname !== "/login")
}

/** The phone's, the tablet's and the desktop's widths every changed screen is looked at. */
const WIDTHS = [
  [390, 844],
  [768, 1024],
  [1366, 900],
]

/** Checks every screen before failing, so one run names every problem. */
function assertNone(reports) {
  const found = reports.filter(Boolean)
  assert.equal(found.length, 0, `\n${found.join("\n\n")}`)
}

async function addToCartAndCheckOut(page) {
  await page.goto("/products?category=scanners")
  await page.getByRole("button", { name: "Add to Cart", exact: true }).first().click()
  await page.getByText("Added to cart").first().waitFor()
  await page.goto("/checkout")
  await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor()
}

test.describe("after the order", () => {
  test("an address saved at checkout is in the account and fills the next checkout; an order is cancelled within the hour", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 })
    const customer = newCustomer("after")
    assert.equal((await page.request.post("/api/register", { data: { ...customer, phone: "9185550142" } })).status(), 201)
    await signIn(page, customer.email, customer.password)

    // First order: the address is typed and saved to the account.
    await addToCartAndCheckOut(page)
    const shipping = page.getByRole("region", { name: /Shipping Address/ })
    await shipping.getByLabel("Street Address").fill("2250 E 73rd St")
    await shipping.getByLabel("City").fill("Tulsa")
    await shipping.getByLabel("State").selectOption("OK")
    await shipping.getByLabel("ZIP Code").fill("74136")
    await page.getByLabel("Save this address to my account").check()
    await page.getByLabel("Same as shipping address").check()
    await page.getByRole("button", { name: "Place Order" }).click()
    await page.getByRole("heading", { name: "Order Confirmed!" }).waitFor()

    await page.goto("/account?tab=addresses")
    const card = page.getByText("2250 E 73rd St").first()
    await card.waitFor()
    await page.getByText("Default").first().waitFor()
    await screenshot(page, "account-addresses-390")
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, "no horizontal scrolling at 390 px")

    // Second order: the saved default address fills the form.
    await addToCartAndCheckOut(page)
    await page.waitForFunction(() => [...document.querySelectorAll("input")].some((input) => input.value === "2250 E 73rd St"))
    assert.equal(await shipping.getByLabel("Street Address").inputValue(), "2250 E 73rd St")
    assert.equal(await shipping.getByLabel("City").inputValue(), "Tulsa")
    assert.equal(await shipping.getByLabel("ZIP Code").inputValue(), "74136")
    await page.getByLabel("Same as shipping address").check()
    await page.getByRole("button", { name: "Place Order" }).click()
    await page.getByRole("heading", { name: "Order Confirmed!" }).waitFor()
    const number = (await page.getByText(/^#\d+$/).first().textContent()).slice(1)

    // Cancelled from the account, with a confirmation. The order's card shows Cancel order and the time left.
    await page.goto("/account?tab=orders")
    const order = page.locator("article", { hasText: `#${number}` })
    const reports = []
    for (const [width, height] of WIDTHS) {
      await page.setViewportSize({ width, height })
      await order.getByText(/^Cancel by \d{1,2}:\d\d [AP]M \(\d+ min left\)$/).waitFor()
      await order.getByRole("button", { name: "Cancel order" }).waitFor()
      await screenshot(page, `account-order-cancel-${width}`)
      reports.push(await axeViolations(page, `order card with Cancel order ${width}`))
    }
    assertNone(reports)
    await page.setViewportSize({ width: 390, height: 844 })
    await order.getByRole("button", { name: "View Details" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: "Cancel order" }).click()
    const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: `Cancel order #${number}?` }))
    await confirm.getByRole("button", { name: "Keep order" }).waitFor()
    await confirm.getByRole("button", { name: "Cancel order" }).click()
    await page.getByText("Your order has been cancelled.").first().waitFor()
    await page.keyboard.press("Escape")
    await order.getByText("Cancelled").first().waitFor()
    await screenshot(page, "account-order-cancelled-390")
    const orders = await (await page.request.get("/api/user/orders", { headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("authToken"))}` } })).json()
    assert.equal(orders.find((entry) => entry.id === number)?.status, "cancelled")
    await context.close()
  })

  test("a delivered order's items are returned: the customer asks, staff receive them, the refund shows", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 })
    const customer = newCustomer("returns")
    const registered = await page.request.post("/api/register", { data: { ...customer, phone: "9185550142" } })
    const token = (await registered.json()).token
    const auth = { Authorization: `Bearer ${token}` }
    const products = await (await page.request.get("/api/products?category=scanners")).json()
    const product = (Array.isArray(products) ? products : products.products).find((entry) => entry.inStock)
    const address = { firstName: "Marie", lastName: "Curie", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }
    const body = { sessionId: `return-${Date.now()}`, customerEmail: customer.email, customerName: "Marie Curie", shippingAddress: address, billingAddress: address, totalAmount: "0.01", paymentMethod: "cash_on_delivery", items: [{ productId: product.id, quantity: 1 }] }
    let placed = await page.request.post("/api/orders", { data: body, headers: auth })
    if (placed.status() === 409) placed = await page.request.post("/api/orders", { data: { ...body, totalAmount: (await placed.json()).totalAmount }, headers: auth })
    assert.equal(placed.status(), 201)
    const number = (await placed.json()).id
    const staffToken = (await (await page.request.post("/api/admin/login", { data: STAFF })).json()).token
    for (const move of [{ status: "shipped", carrier: "UPS", trackingNumber: "1ZE2E" }, { status: "delivered" }]) {
      assert.equal((await page.request.post(`/api/admin/orders/${number}/status`, { data: move, headers: { Authorization: `Bearer ${staffToken}` } })).status(), 200)
    }

    await signIn(page, customer.email, customer.password)
    await page.goto("/account?tab=orders")
    const order = page.locator("article", { hasText: `#${number}` })
    const reports = []
    // The return form (with its 'unopened' box) at each width, then filled in at a phone's.
    for (const [width, height] of WIDTHS) {
      await page.setViewportSize({ width, height })
      await order.getByRole("button", { name: "Return items" }).click()
      await page.getByRole("dialog", { name: `Return items from order #${number}` }).getByLabel("The items are unopened, in their sealed packaging").waitFor()
      await screenshot(page, `account-return-form-${width}`)
      reports.push(await axeViolations(page, `return form ${width}`))
      await page.keyboard.press("Escape")
      await page.getByRole("dialog").waitFor({ state: "detached" })
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await order.getByRole("button", { name: "Return items" }).click()
    const dialog = page.getByRole("dialog", { name: `Return items from order #${number}` })
    await dialog.getByLabel(/^Quantity/).first().selectOption("1")
    await dialog.getByLabel("Reason").selectOption({ label: "Defective" })
    await dialog.getByLabel("Note").fill("It stopped scanning after a day.")
    await dialog.getByRole("button", { name: "Request return" }).click()
    await page.getByText("Your return request has been sent.").first().waitFor()
    await order.getByText("Requested").first().waitFor()
    await screenshot(page, "account-return-requested-390")

    // Staff receive it in /admin's Returns tab.
    const staffPage = await context.newPage()
    await staffPage.setViewportSize({ width: 1280, height: 900 })
    await staffPage.goto("/admin")
    await staffPage.getByLabel("Email").fill(STAFF.email)
    await staffPage.getByLabel("Password", { exact: true }).fill(STAFF.password)
    await staffPage.getByRole("button", { name: "Access Admin Panel" }).click()
    await staffPage.getByRole("tab", { name: /Returns/ }).click()
    // What staff decide on receiving (back on sale, a lower refund) at each width.
    for (const [width, height] of WIDTHS) {
      await staffPage.setViewportSize({ width, height })
      await staffPage.getByRole("button", { name: `View return for order #${number}` }).click()
      const open = staffPage.getByRole("dialog").last()
      await open.getByLabel("Refund a lower amount").check()
      await open.getByLabel("Refund amount ($)").waitFor()
      await screenshot(staffPage, `admin-return-receive-${width}`)
      reports.push(await axeViolations(staffPage, `staff return dialog ${width}`))
      await staffPage.keyboard.press("Escape")
      await staffPage.getByRole("dialog").waitFor({ state: "detached" })
    }
    await staffPage.setViewportSize({ width: 1280, height: 900 })
    await staffPage.getByRole("button", { name: `View return for order #${number}` }).click()
    const returnDialog = staffPage.getByRole("dialog").last()
    // Defective: it is not put back on sale unless ticked.
    assert.equal(await returnDialog.getByRole("checkbox").first().isChecked(), false)
    await returnDialog.getByRole("button", { name: "Mark received" }).click()
    await staffPage.getByRole("alertdialog").or(staffPage.getByRole("dialog").last()).getByRole("button", { name: "Mark received" }).last().click()
    await staffPage.getByText(/Refund: \$\d/).first().waitFor()
    await screenshot(staffPage, "admin-return-received")

    await page.reload()
    await order.getByText("Refunded").first().waitFor()
    await order.getByText(/Refund: \$\d/).first().waitFor()
    // The order's figures as charged, the line returned, the refund and the net, at each width.
    for (const [width, height] of WIDTHS) {
      await page.setViewportSize({ width, height })
      await order.getByRole("button", { name: "View Details" }).click()
      const details = page.getByRole("dialog", { name: `Order #${number}` })
      await details.getByText("Net Paid").waitFor()
      await details.getByText("Returned: 1").waitFor()
      await screenshot(page, `account-order-returned-${width}`)
      reports.push(await axeViolations(page, `returned order ${width}`))
      await page.keyboard.press("Escape")
      await page.getByRole("dialog").waitFor({ state: "detached" })
    }
    assertNone(reports)
    await context.close()
  })
})
