// Quantity prices (Medusa's price tiers) from the product page through the cart to the order.
import assert from "node:assert/strict"
import { test, axeViolations, createProduct, dollars, openPage, screenshot, staffToken, summaryFigure } from "./browser.mjs"
import { registeredCustomer } from "./customers.mjs"

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

test.describe("quantity prices", () => {
  test("the product page lists them, the cart prices the line by its quantity and says the saving, and the order charges it", async ({ browser }) => {
    const token = await staffToken()
    const name = `E2E Bulk Label Printer ${unique()}`
    const product = await createProduct(token, { name, category: "barcode-scanners", price: "45.50", stockQuantity: 40, quantityPrices: "5:42.00|10:39.00" })

    const { page, context } = await openPage(browser, { width: 390, height: 844 })
    await registeredCustomer(page, "tiers")

    await page.goto(`/products/${product.id}`)
    const tiers = page.getByRole("list", { name: "Quantity prices" })
    await tiers.waitFor()
    assert.deepEqual(await tiers.getByRole("listitem").allTextContents(), ["Buy 5+ for $42.00 each (save 8%)", "Buy 10+ for $39.00 each (save 14%)"])
    const reports = [await axeViolations(page, "product page with quantity prices, 390 px")]
    await screenshot(page, "quantity-prices-product-390")
    for (let click = 1; click < 6; click++) await page.getByRole("button", { name: "Increase quantity" }).click()
    await page.getByRole("button", { name: "Add to Cart", exact: true }).first().click()
    await page.getByText("Added to cart").first().waitFor()

    await page.goto("/cart")
    await page.getByText("$42.00 each").waitFor()
    await page.getByText(/Quantity price: you save \$21\.00/).waitFor()
    await page.getByText("Includes $21.00 saved with quantity prices").waitFor()
    // The cart's figures, priced by Medusa's settings: 6 x $42.00 of items, then its shipping and tax.
    const summary = page.locator("aside", { has: page.getByRole("heading", { name: "Order Summary" }) })
    assert.equal(await summaryFigure(summary, "Subtotal"), 252)
    const cartTotal = await summaryFigure(summary, "Total")
    reports.push(await axeViolations(page, "cart with a quantity price, 390 px"))
    await screenshot(page, "quantity-prices-cart-390")
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, "no horizontal scrolling at 390 px")
    await page.setViewportSize({ width: 1366, height: 900 })
    await screenshot(page, "quantity-prices-cart-1366")

    // The checkout's total is the cart's, and Medusa charges it.
    await page.goto("/checkout")
    await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor()
    const shipping = page.getByRole("region", { name: /Shipping Address/ })
    await shipping.getByLabel("Street Address").fill("2250 E 73rd St")
    await shipping.getByLabel("City").fill("Tulsa")
    await shipping.getByLabel("State").selectOption("OK")
    await shipping.getByLabel("ZIP Code").fill("74136")
    await page.getByLabel("Same as shipping address").check()
    await page.getByRole("button", { name: "Place Order" }).click()
    await page.getByRole("heading", { name: "Order Confirmed!" }).waitFor()
    assert.equal(dollars(await page.locator("dl > div", { hasText: "Total Amount" }).locator("dd").textContent()), cartTotal)
    await context.close()
    const found = reports.filter(Boolean)
    assert.equal(found.length, 0, `\n${found.join("\n\n")}`)
  })
})
