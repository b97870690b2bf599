// Staff at /admin: the catalogue (a product with an uploaded picture, a price change, a CSV import)
// and the life of an order and of a customer's message, as the customer then sees it.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import axe from "axe-core"
import { test, STAFF, openPage, screenshot, staffSignIn as signInAsStaff } from "./browser.mjs"
import { newCustomer, signUp } from "./customers.mjs"

/** Where the dashboard test leaves its screenshots at each width, to be looked at. */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR || "/tmp/shots"

/** A 1x1 PNG: a real picture for the upload. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
)

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

/** Signs the member of staff in at /admin; the gate's button waits for both fields. */
async function staffSignIn(page) {
  await page.goto("/admin")
  await page.getByRole("heading", { name: "Admin Access", level: 1 }).waitFor()
  assert.equal(await page.getByRole("button", { name: "Access Admin Panel" }).isDisabled(), true)
  await signInAsStaff(page)
  await page.getByText("Access Granted").first().waitFor()
}

test.describe("admin", () => {
  test("staff sign in, add a product with a picture, change its price and import a CSV", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    const name = `E2E Label Printer ${unique()}`

    // A wrong password is refused.
    await page.goto("/admin")
    await page.getByLabel("Email").fill(STAFF.email)
    await page.getByLabel("Password", { exact: true }).fill("not-the-password")
    await page.getByRole("button", { name: "Access Admin Panel" }).click()
    await page.getByText("Invalid password. Please try again.").first().waitFor()

    await staffSignIn(page)
    await page.getByText("Total Products").waitFor()
    await screenshot(page, "admin-products")

    // Add Product, with an uploaded picture as its main image.
    await page.getByRole("button", { name: "Add Product" }).click()
    const dialog = page.getByRole("dialog", { name: "Add New Product" })
    await dialog.getByLabel("Product Name").fill(name)
    await dialog.getByLabel("Brand").fill("E2E Labs")
    await dialog.getByLabel("Description").fill("Thermal label printer for shipping stations.")
    await dialog.getByLabel("Category").selectOption("printers")
    await dialog.getByLabel("Price", { exact: true }).fill("123.45")
    await dialog.getByLabel("Stock Quantity").fill("7")
    await dialog.getByLabel("Upload product images").setInputFiles({ name: "label-printer.png", mimeType: "image/png", buffer: PIXEL_PNG })
    await page.getByText("1 image uploaded successfully").first().waitFor()
    await dialog.getByRole("list", { name: "Product images" }).getByRole("listitem").first().waitFor()
    assert.equal(await dialog.getByLabel("Main image: image 1").isChecked(), true)
    await dialog.getByLabel("Specifications").fill("Print Width: 4 in\nConnectivity: USB")
    await dialog.getByLabel("Features").fill("Direct thermal\nNo ink needed")
    await dialog.getByRole("button", { name: "Create Product" }).click()
    await page.getByText("Product created successfully").first().waitFor()
    await dialog.waitFor({ state: "detached" })

    // It is in the staff list and in the shop, with its picture.
    await page.getByLabel("Search the product list").fill(name)
    const row = page.getByRole("row").filter({ hasText: name })
    await row.waitFor()
    const shop = await context.newPage()
    await shop.goto(`/products?search=${encodeURIComponent(name)}`)
    const card = shop.getByRole("link", { name }).first()
    await card.waitFor()
    await card.click()
    await shop.getByRole("heading", { name, level: 1 }).waitFor()
    await shop.getByText("$123.45").first().waitFor()
    const picture = shop.locator("main img[src*='/static/']").first()
    await picture.waitFor()
    assert.ok(await picture.evaluate((image) => image.complete && image.naturalWidth > 0), "the uploaded picture loads")
    const productUrl = shop.url()

    // Edit its price; the shop shows the new one.
    await row.getByRole("button", { name: `Edit ${name}` }).click()
    const edit = page.getByRole("dialog", { name: "Edit Product" })
    await edit.getByLabel("Price", { exact: true }).fill("99.99")
    await edit.getByRole("button", { name: "Update Product" }).click()
    await page.getByText("Product updated successfully").first().waitFor()
    await edit.waitFor({ state: "detached" })
    await row.getByText("$99.99").waitFor()
    await shop.goto(productUrl)
    await shop.getByText("$99.99").first().waitFor()

    // A CSV with one good row and one bad row: the good one goes in, the bad one is reported.
    const imported = `E2E Imported Scanner ${unique()}`
    const csv = [
      "name,brand,category,price,stock_quantity,in_stock",
      `"${imported}",E2E Labs,scanners,189.00,4,true`,
      `"${imported} Broken",E2E Labs,scanners,not-a-price,1,true`,
    ].join("\n")
    await page.getByRole("button", { name: "Bulk Import" }).click()
    const importDialog = page.getByRole("dialog", { name: "Bulk Import Products" })
    await importDialog.getByLabel("CSV file").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(csv) })
    await importDialog.getByText("products.csv").waitFor()
    await importDialog.getByRole("button", { name: "Import Products" }).click()
    await importDialog.getByText("Import Results").waitFor({ timeout: 60_000 })
    await importDialog.getByText(/^Row \d+: .+/).first().waitFor()
    const counts = importDialog.getByRole("status")
    assert.equal((await counts.locator("dt", { hasText: "Imported" }).locator("xpath=following-sibling::dd").textContent()).trim(), "1")
    assert.equal((await counts.locator("dt", { hasText: "Failed" }).locator("xpath=following-sibling::dd").textContent()).trim(), "1")
    await screenshot(page, "admin-import")
    await page.keyboard.press("Escape")
    await page.getByLabel("Search the product list").fill(imported)
    await page.getByRole("row").filter({ hasText: imported }).first().waitFor()

    // Logout ends the session.
    await page.getByRole("button", { name: "Logout" }).click()
    await page.getByRole("heading", { name: "Admin Access", level: 1 }).waitFor()
    assert.equal(await page.evaluate(() => localStorage.getItem("adminSession")), null)
    await context.close()
  })

  test("staff read their own changes at once through the shop's address", async ({ request }) => {
    const token = (await (await request.post("/api/admin/login", { data: STAFF })).json()).token
    const headers = { Authorization: `Bearer ${token}` }
    const name = `E2E Own Write ${unique()}`
    const created = await request.post("/api/admin/products", {
      data: { name, brand: "E2E Labs", category: "scanners", price: 80, stockQuantity: 5 },
      headers,
    })
    assert.equal(created.status(), 201, await created.text())
    const { id } = await created.json()
    // The list staff reopen after saving: read once, straight after the answer, never waited for.
    const listed = async () => {
      const answer = await request.get(`/api/admin/products?search=${encodeURIComponent(name)}&limit=10`, { headers })
      assert.equal(answer.status(), 200)
      return (await answer.json()).products.find((product) => product.id === id) ?? null
    }
    assert.equal((await listed())?.price, "80.00", "a new product is listed at once")
    for (const price of ["81.10", "82.20", "83.30", "84.40", "85.50"]) {
      const changed = await request.put(`/api/admin/products/${id}`, { data: { price: Number(price) }, headers })
      assert.equal(changed.status(), 200, await changed.text())
      assert.equal((await listed())?.price, price, `the price ${price} is listed at once`)
    }
    const emptied = await request.put(`/api/admin/products/${id}`, { data: { stockQuantity: 0 }, headers })
    assert.equal(emptied.status(), 200)
    assert.deepEqual(
      (({ stockQuantity, inStock }) => ({ stockQuantity, inStock }))(await listed()),
      { stockQuantity: 0, inStock: false },
      "the stock is listed at once"
    )
    const deleted = await request.delete(`/api/admin/products/${id}`, { headers })
    assert.ok(deleted.ok(), `delete answered ${deleted.status()}`)
    assert.equal(await listed(), null, "a deleted product leaves the list at once")
  })

  test("a customer's order is shipped and their message handled by staff; the customer sees the shipment", async ({ browser }) => {
    const customerSide = await openPage(browser)
    const shopper = customerSide.page
    const customer = newCustomer("shipped")

    // The customer orders a printer.
    await shopper.goto("/products?category=printers")
    const addToCart = shopper.getByRole("button", { name: "Add to Cart", exact: true })
    await addToCart.first().waitFor()
    await addToCart.first().click()
    await shopper.getByRole("link", { name: /^Cart, 1 item/ }).waitFor()
    await shopper.goto("/signup?redirect=/checkout")
    await signUp(shopper, customer)
    await shopper.waitForURL("**/checkout")
    const shippingStep = shopper.getByRole("region", { name: /Shipping Address/ })
    await shippingStep.getByLabel("Street Address").fill("2250 E 73rd St")
    await shippingStep.getByLabel("City").fill("Tulsa")
    await shippingStep.getByLabel("State").selectOption("OK")
    await shippingStep.getByLabel("ZIP Code").fill("74136")
    await shopper.getByLabel("Same as shipping address").check()
    await shopper.getByRole("button", { name: "Place Order" }).click()
    await shopper.getByRole("heading", { name: "Order Confirmed!" }).waitFor()
    const number = (await shopper.getByText(/^#\d+$/).first().textContent()).slice(1)

    // ... and writes to the shop.
    const subject = `Delivery window ${unique()}`
    await shopper.goto("/contact")
    // The form fills in the signed-in customer's details once they arrive; typing waits for that
    // (a field filled at the same moment would get both).
    await shopper.waitForFunction((email) => document.querySelector("#contact-email")?.value === email, customer.email)
    await shopper.getByLabel("Name *").fill(`${customer.firstName} ${customer.lastName}`)
    await shopper.getByLabel("Email *").fill(customer.email)
    await shopper.getByLabel("Subject *").fill(subject)
    await shopper.getByLabel("Message *").fill("Can the printer arrive before Friday?")
    await shopper.getByRole("button", { name: "Send Message" }).click()
    const confirmation = shopper.getByRole("status").filter({ hasText: "Your reference number is" })
    await confirmation.waitFor()
    const reference = (await confirmation.locator("strong").textContent()).trim()

    // Staff ship the order with a tracking number ...
    const staffSide = await openPage(browser)
    const staff = staffSide.page
    const trackingNumber = `1ZE2E${Date.now()}`
    await staffSignIn(staff)
    await staff.getByRole("tab", { name: /Order Management/ }).click()
    await staff.getByLabel("Search orders").fill(number)
    await staff.getByRole("button", { name: `View order #${number}` }).click()
    const orderDialog = staff.getByRole("dialog", { name: `Order #${number}` })
    await orderDialog.getByText(customer.email, { exact: true }).waitFor()
    await orderDialog.getByLabel("New Status").selectOption("shipped")
    await orderDialog.getByRole("button", { name: "Update Status" }).click()
    await orderDialog.getByText("Tracking number is required to mark an order shipped").waitFor()
    await orderDialog.getByLabel("Carrier").fill("UPS")
    await orderDialog.getByLabel("Tracking Number").fill(trackingNumber)
    await orderDialog.getByRole("button", { name: "Update Status" }).click()
    await staff.getByText(`Order #${number} is now Shipped.`).first().waitFor()
    await orderDialog.getByText(trackingNumber).waitFor()
    await screenshot(staff, "admin-order-shipped")
    await staff.keyboard.press("Escape")

    // ... and handle the message.
    await staff.getByRole("tab", { name: /Customer Messages/ }).click()
    await staff.getByLabel("Kind").selectOption("contact")
    await staff.getByRole("button", { name: `View message ${reference}` }).click()
    const messageDialog = staff.getByRole("dialog", { name: subject })
    await messageDialog.getByText("Can the printer arrive before Friday?").waitFor()
    await messageDialog.getByText(`(${customer.email})`).waitFor()
    await messageDialog.getByRole("button", { name: "Mark handled" }).click()
    await messageDialog.getByRole("button", { name: "Mark as new" }).waitFor()
    await staff.keyboard.press("Escape")
    await staff.getByRole("row").filter({ hasText: reference }).getByText("Handled").waitFor()

    // The customer sees the shipment on /track and in their account.
    await shopper.goto("/track")
    await shopper.getByLabel("Order Number").fill(number)
    await shopper.getByRole("button", { name: "Track Order", exact: true }).click()
    const trackCard = shopper.getByRole("region", { name: `Order ${number}` })
    await trackCard.getByText("Shipped").first().waitFor()
    await trackCard.getByText(trackingNumber).waitFor()

    await shopper.goto("/account?tab=orders")
    const orderCard = shopper.getByRole("article", { name: `Order #${number}` })
    await orderCard.getByText("Shipped").first().waitFor()
    await orderCard.getByRole("button", { name: "Track Order" }).click()
    await shopper.getByRole("dialog").getByText(trackingNumber).waitFor()

    await customerSide.context.close()
    await staffSide.context.close()
  })

  test("the dashboard shows sales per day and the products running low", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 1366, height: 900 })
    fs.mkdirSync(SHOTS_DIR, { recursive: true })
    const shot = (name, target = page) => target.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) })
    const staffToken = (await (await page.request.post("/api/admin/login", { data: STAFF })).json()).token
    const staffAuth = { Authorization: `Bearer ${staffToken}` }

    // A product with a long name, of which staff leave two, and the customer buys one.
    const lowName = `E2E Zebra ZD421 Direct Thermal Desktop Label Printer with Ethernet and Wi-Fi ${unique()}`
    const created = await page.request.post("/api/admin/products", {
      data: { name: lowName, brand: "E2E Labs", category: "printers", price: 64.5, stockQuantity: 9 },
      headers: staffAuth,
    })
    assert.equal(created.status(), 201, await created.text())
    const lowProduct = await created.json()
    const lowered = await page.request.put(`/api/admin/products/${lowProduct.id}`, { data: { stockQuantity: 2 }, headers: staffAuth })
    assert.equal(lowered.status(), 200, await lowered.text())

    // A customer orders it, with the longest-named printer of the catalogue in stock, through the API.
    const customer = newCustomer("sales")
    const registered = await page.request.post("/api/register", { data: { ...customer, phone: "9185550142" } })
    assert.equal(registered.status(), 201)
    const auth = { Authorization: `Bearer ${(await registered.json()).token}` }
    const listed = await (await page.request.get("/api/products?category=printers&inStock=true")).json()
    const longest = (Array.isArray(listed) ? listed : listed.products)
      .filter((product) => product.inStock && product.id !== lowProduct.id)
      .sort((a, b) => b.name.length - a.name.length)[0]
    const address = { firstName: "Marie", lastName: "Curie", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }
    const body = {
      sessionId: `sales-${unique()}`,
      customerEmail: customer.email,
      customerName: "Marie Curie",
      shippingAddress: address,
      billingAddress: address,
      totalAmount: "0.01",
      paymentMethod: "cash_on_delivery",
      items: [
        { productId: longest.id, quantity: 1 },
        { productId: lowProduct.id, quantity: 1 },
      ],
    }
    let placed = await page.request.post("/api/orders", { data: body, headers: auth })
    if (placed.status() === 409) placed = await page.request.post("/api/orders", { data: { ...body, totalAmount: (await placed.json()).totalAmount }, headers: auth })
    assert.equal(placed.status(), 201, await placed.text())
    const order = await placed.json()
    const now = new Date()
    // Sales are counted by the shop's own calendar (Tulsa).
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(now)
    const todayLabel = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", month: "short", day: "numeric" }).format(now)

    // The staff API has both (asked again for a few seconds: the catalogue's index follows a change within moments).
    let sales
    for (let attempt = 0; attempt < 40; attempt++) {
      sales = await (await page.request.get("/api/admin/sales", { headers: staffAuth })).json()
      const low = sales.lowStock.find((product) => product.id === lowProduct.id)
      if (sales.days.find((day) => day.date === today)?.orders >= 1 && low?.stockQuantity === 1) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    assert.equal(sales.days.length, 30)
    assert.equal(sales.days.at(-1).date, today)
    assert.deepEqual(sales.lowStock.find((product) => product.id === lowProduct.id), { id: lowProduct.id, name: lowName, stockQuantity: 1, published: true, stockAlerts: 0 })

    // Staff see today's row of the chart's table with at least that order, and the product running low.
    await staffSignIn(page)
    await page.getByRole("tab", { name: /Sales & Stock/ }).click()
    const salesPanel = page.getByRole("region", { name: "Sales, last 30 days" })
    const table = salesPanel.getByRole("table", { name: "Sales per day" })
    const todayRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: todayLabel, exact: true }) })
    // Visually hidden behind the chart, but there for screen readers.
    await todayRow.waitFor({ state: "attached" })
    assert.equal(await table.locator("tbody tr").count(), 30)
    const [orders, revenue] = await todayRow.getByRole("cell").allTextContents()
    const dollars = (text) => Number(text.replace(/[$,]/g, ""))
    assert.ok(dollars(orders) >= 1, `today's orders: ${orders}`)
    assert.ok(dollars(revenue) >= Number(order.totalAmount), `today's revenue ${revenue} takes in the order's ${order.totalAmount}`)
    // The chart is drawn for the eye only.
    const chart = salesPanel.getByTestId("sales-chart")
    assert.equal(await chart.getAttribute("aria-hidden"), "true")
    await chart.locator("svg.recharts-surface").waitFor()
    const lowStock = page.getByRole("region", { name: "Low stock" })
    const lowItem = lowStock.getByRole("listitem").filter({ hasText: lowName })
    await lowItem.getByText("1 left", { exact: true }).waitFor()

    // axe finds nothing wrong with the new panels.
    await page.evaluate(axe.source)
    const { violations } = await salesPanel.evaluate((panel) => window.axe.run(panel.parentElement, { resultTypes: ["violations"] }))
    assert.deepEqual(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), [])

    // At a phone's, a tablet's and a laptop's width the dashboard fits, and the order's dialog gives its names room.
    const viewButton = page.getByRole("button", { name: `View order #${order.id}` })
    /** Order Management, searched for the order (a tab's content starts afresh when it is shown again). */
    const showOrder = async () => {
      await page.getByRole("tab", { name: /Order Management/ }).click()
      await page.getByLabel("Search orders").fill(order.id)
      await viewButton.waitFor()
    }
    /** How far the page runs past the screen's right edge, and the first elements that do. */
    const pageOverflow = () =>
      page.evaluate(() => {
        const over = document.documentElement.scrollWidth - window.innerWidth
        if (over <= 0) return 0
        const wide = [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${String(element.className?.baseVal ?? element.className).split(" ").slice(0, 4).join(".")} (${Math.round(element.getBoundingClientRect().right)})`)
        return `${over} px: ${wide.join(", ")}`
      })
    for (const [width, height] of [
      [390, 844],
      [768, 1024],
      [1366, 900],
    ]) {
      await page.setViewportSize({ width, height })
      await page.getByRole("tab", { name: /Sales & Stock/ }).click()
      await page.evaluate(() => window.scrollTo(0, 0))
      // The pointer off the chart, so no tooltip is drawn where it was left.
      await page.mouse.move(0, 0)
      await chart.locator("svg.recharts-surface").waitFor()
      assert.equal(await pageOverflow(), 0, `the dashboard fits ${width} px`)
      const chartBox = await chart.boundingBox()
      assert.ok(chartBox.x >= 0 && chartBox.x + chartBox.width <= width, `the chart fits ${width} px: ${JSON.stringify(chartBox)}`)
      await shot(`dashboard-${width}`)
      await shot(`dashboard-sales-${width}`, salesPanel.locator(".."))
      // The figures shown as a table in the chart's place fit as well.
      await salesPanel.getByRole("button", { name: "Show as table" }).click()
      await chart.waitFor({ state: "detached" })
      assert.equal(await pageOverflow(), 0, `the sales table fits ${width} px`)
      await shot(`dashboard-sales-table-${width}`, salesPanel)
      await salesPanel.getByRole("button", { name: "Show as chart" }).click()
      await chart.locator("svg.recharts-surface").waitFor()

      await showOrder()
      await viewButton.click()
      const dialog = page.getByRole("dialog", { name: `Order #${order.id}` })
      const items = dialog.getByRole("table", { name: "Order items" })
      await items.getByText(lowName).waitFor()
      assert.equal(await pageOverflow(), 0, `the order dialog fits ${width} px`)
      assert.ok(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth), `the dialog does not scroll sideways at ${width} px`)
      await shot(`order-dialog-${width}`)
      if (width === 1366) {
        // Each name takes two lines at most.
        const lines = await items.locator("tbody tr td:first-child").evaluateAll((cells) =>
          cells.map((cell) => {
            const range = document.createRange()
            range.selectNodeContents(cell)
            return [cell.textContent, new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size]
          }),
        )
        for (const [name, count] of lines) assert.ok(count <= 2, `"${name}" takes ${count} lines`)
      }
      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
    }
    await context.close()
  })
})
