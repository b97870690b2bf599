// Staff at /admin: the catalogue (a product with an uploaded picture, a price change, a CSV import)
// and the life of an order and of a customer's message, as the customer then sees it.
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { STAFF, launchBrowser, openPage, screenshot } from "./browser.mjs"
import { newCustomer, signUp } from "./customers.mjs"

let browser

before(async () => {
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
})

/** A 1x1 PNG: a real picture for the upload. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
)

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

/** Signs the member of staff in at /admin. */
async function staffSignIn(page) {
  await page.goto("/admin")
  await page.getByRole("heading", { name: "Admin Access", level: 1 }).waitFor()
  const access = page.getByRole("button", { name: "Access Admin Panel" })
  assert.equal(await access.isDisabled(), true)
  await page.getByLabel("Email").fill(STAFF.email)
  await page.getByLabel("Password", { exact: true }).fill(STAFF.password)
  await access.click()
  await page.getByRole("heading", { name: "Admin Panel", level: 1 }).waitFor()
  await page.getByText("Access Granted").first().waitFor()
}

describe("admin", () => {
  test("staff sign in, add a product with a picture, change its price and import a CSV", async () => {
    const { page, context, errors } = await openPage(browser)
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
      `"${imported}",E2E Labs,scanners,89.00,4,true`,
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

    assert.deepEqual(errors, [])
    await context.close()
  })

  test("a customer's order is shipped and their message handled by staff; the customer sees the shipment", async () => {
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
    await orderDialog.getByText(customer.email).waitFor()
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

    assert.deepEqual(customerSide.errors, [])
    assert.deepEqual(staffSide.errors, [])
    await customerSide.context.close()
    await staffSide.context.close()
  })
})
